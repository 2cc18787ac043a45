// Lighthouse (mobile) on the public pages, in Debian's Chromium against the production build on a
// throwaway PGlite folder (DESIGN §6: performance ≥ 95 and accessibility 100 on public pages),
// the median of LH_RUNS runs per page.
// Scores vary with the machine's load: run it on an idle machine.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PAGES } from "../app/features/seo/public-pages";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/browser";
import {
  buildOnce,
  freePort,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";

// Every public page (the sitemap's list, DESIGN §7.13) and the sign-in page; LH_PAGES overrides.
const PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(",")
  : [...PUBLIC_PAGES.map((p) => p.path), "/auth"];
// Issue 14: each page is measured LH_RUNS times (default 3) and the median run is reported.
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** The run with the median performance score (the middle one of an odd count). */
function medianRun(runs: Lhr[]): Lhr {
  const sorted = [...runs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

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
    const failures: string[] = [];
    const scoresByPage: string[] = [];
    for (const page of PAGES) {
      const runs: Lhr[] = [];
      let retried = false;
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        const lhr = result!.lhr;
        // A run Lighthouse itself could not finish scores 0: say why, and measure again (once).
        if (lhr.runtimeError && !retried) {
          failures.push(`${page}: ${lhr.runtimeError.code}`);
          retried = true;
          i--;
          continue;
        }
        runs.push(lhr);
      }
      const lhr = medianRun(runs);
      const c = lhr.categories;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.scoreDisplayMode === "binary" && a.score === 0)
        .map((a) => a.id);
      scoresByPage.push(
        `${page} ${runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join("/")}`,
      );
      rows.push({
        página: page,
        desempenho: score("performance"),
        acessibilidade: score("accessibility"),
        "boas práticas": score("best-practices"),
        SEO: score("seo"),
        LCP: lhr.audits["largest-contentful-paint"]?.displayValue,
        "auditorias falhas": failed.join(", ") || "—",
      });
    }
    console.log(
      `Lighthouse móvel, mediana de ${RUNS} execução(ões) por página (meta: desempenho ≥ 95, LCP ≤ 2,5 s, acessibilidade 100):`,
    );
    console.table(rows);
    // The table keeps its columns (others read it); each run's score goes on a line of its own.
    console.log(`Desempenho de cada execução: ${scoresByPage.join("; ")}`);
    if (failures.length > 0)
      console.log(
        `Execuções que o Lighthouse não concluiu (medidas de novo): ${failures.join("; ")}`,
      );
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
