// `npm run bench`: runs every benchmark file in bench/ (helpers live in bench/lib; each its own process, one after another,
// so they don't disturb each other's numbers). `npm run bench -- rates` runs only matching files.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";

const dir = path.dirname(new URL(import.meta.url).pathname);
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".ts") && f !== "index.ts" && !f.endsWith(".d.ts"))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(dir, file)], {
    stdio: "inherit",
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
