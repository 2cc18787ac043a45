// `npm test`: unit, integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set) and
// end-to-end in Chromium. End-to-end tests need Debian's Chromium; say how to get it if missing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(
    `Chromium não encontrado em ${chromium}. Os testes end-to-end precisam dele:\n` +
      "  sudo apt-get install -y chromium   (ou defina CHROMIUM_PATH)",
  );
  process.exit(1);
}

// Lint first (Biome rules and format, import layers and cycles, unused exports): it takes seconds.
const lint = spawnSync("npm", ["run", "lint"], { stdio: "inherit" });
if (lint.status !== 0) process.exit(lint.status ?? 1);

const result = spawnSync("npx", ["vitest", "run", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(result.status ?? 1);
