// Page weight: the gzip size of the JavaScript and CSS each public page loads (DESIGN §6 and
// §7.14: landing page ≤ 120 KB of gzip JS). Builds, starts the production server on a throwaway
// PGlite folder and reads what each page's HTML asks the browser to fetch. Exits 1 when any
// public page is over the budget (issue "Lean" item 3).
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  buildOnce,
  freePort,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";

// Every public page (the same list as bench/lighthouse.ts).
const PAGES = [
  "/",
  "/calculadora-online-juros",
  "/auth",
  "/blog",
  "/blog-juros-abusivos-veiculos",
  "/solicitar-ajuda-juridica",
  "/politica-privacidade",
  "/lp-servidor-publico",
  "/curso-reducao-consignado",
];
const BUDGET_KB = 120;

function assetsOf(html: string, ext: "js" | "css"): string[] {
  const pattern =
    ext === "js" ? /(?:src|href)="(\/assets\/[^"]+\.js)"/g : /href="(\/assets\/[^"]+\.css)"/g;
  return [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
}

const gzipKb = (files: string[]) =>
  files.reduce(
    (sum, f) =>
      sum + gzipSync(readFileSync(path.join(TEST_BUILD_DIR, "client", f)), { level: 9 }).length,
    0,
  ) / 1024;

async function main() {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-bundle-"));
  const port = await freePort();
  const child = startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    const rows = [];
    for (const page of PAGES) {
      const html = await (await fetch(base + page)).text();
      const js = assetsOf(html, "js");
      const css = assetsOf(html, "css");
      const jsKb = gzipKb(js);
      rows.push({
        página: page,
        "arquivos JS": js.length,
        "JS gzip (KB)": Number(jsKb.toFixed(1)),
        "CSS gzip (KB)": Number(gzipKb(css).toFixed(1)),
        "HTML gzip (KB)": Number((gzipSync(html).length / 1024).toFixed(1)),
        [`≤ ${BUDGET_KB} KB`]: jsKb <= BUDGET_KB ? "sim" : "NÃO",
      });
    }
    console.table(rows);
    // The table's last column decides.
    const over = rows.filter((row) => row[`≤ ${BUDGET_KB} KB`] === "NÃO");
    for (const row of over)
      console.error(
        `${row.página}: ${row["JS gzip (KB)"]} KB de JS gzip; meta: ≤ ${BUDGET_KB} KB.`,
      );
    if (over.length > 0) process.exitCode = 1;
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
