// `npm run lint:features`: fails when feature folders import one another in a cycle (DESIGN §8.16,
// docs/decisions/014-feature-folders-acyclic.md). dependency-cruiser's no-circular rule sees file
// cycles only; two folders can depend on each other through different files. Test files do not
// count (the same TESTS pattern as .dependency-cruiser.cjs). `node scripts/lint-feature-cycles.mjs
// FILE.json` reads a saved `depcruise --output-type json` instead of cruising app/.
import { readFileSync } from "node:fs";
import { describeCycles, featureCycles, featureImports } from "./feature-cycles.mjs";

async function cruiseApp() {
  const { cruise } = await import("dependency-cruiser");
  const { default: extractDepcruiseOptions } = await import(
    "dependency-cruiser/config-utl/extract-depcruise-options"
  );
  const { default: extractTSConfig } = await import(
    "dependency-cruiser/config-utl/extract-ts-config"
  );
  // The same options and path aliases as `npm run lint:deps`; the rules are that script's job.
  const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
  const { output } = await cruise(
    ["app"],
    { ...options, validate: false },
    {},
    { tsConfig: extractTSConfig("tsconfig.json") },
  );
  return output.modules;
}

const saved = process.argv[2];
const modules = saved ? JSON.parse(readFileSync(saved, "utf8")).modules : await cruiseApp();
const imports = featureImports(modules);
const cycles = featureCycles(imports);
if (cycles.length > 0) {
  console.error(describeCycles(cycles));
  process.exit(1);
}
const folders = new Set(imports.flatMap(({ from, to }) => [from, to]));
const edges = new Set(imports.map(({ from, to }) => `${from}→${to}`));
console.log(
  `✔ feature folders depend one way (${folders.size} folders, ${edges.size} folder-to-folder imports)`,
);
