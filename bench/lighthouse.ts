// Lighthouse (mobile) on the public pages, in Debian's Chromium against the production build on a
// throwaway PGlite folder (DESIGN §6: performance ≥ 95 and accessibility 100 on public pages).
// Scores vary with the machine's load: run it on an idle machine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";
import {
  buildOnce,
  freePort,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";

const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(",")
  : [
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

async function main() {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-lighthouse-"));
  const port = await freePort();
  const server = startServer(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await waitForHealth(base, server);
    const rows = [];
    for (const page of PAGES) {
      const result = await lighthouse(base + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        formFactor: "mobile",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const c = result!.lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const failed = Object.values(result!.lhr.audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
        .map((a) => a.id);
      rows.push({
        página: page,
        desempenho: score("performance"),
        acessibilidade: score("accessibility"),
        "boas práticas": score("best-practices"),
        SEO: score("seo"),
        LCP: result!.lhr.audits["largest-contentful-paint"]?.displayValue,
        "auditorias falhas": failed.join(", ") || "—",
      });
    }
    console.table(rows);
  } finally {
    await chrome.kill();
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(TEST_BUILD_DIR, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
