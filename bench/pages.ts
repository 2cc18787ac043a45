// Public pages benchmark (issue 16): anonymous GETs of the landing page, the blog, an article and
// the calculator at saturation, beside the static /favicon.svg served by the same server in the
// same run. The bar: each page at least 50 % of the static file's throughput. PAGE_CACHE_MB=0 in
// the environment measures the pages rendered on every request (the "before").
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import {
  buildOnce,
  freePort,
  startServer,
  TEST_BUILD_DIR,
  waitForHealth,
} from "../tests/support/e2e-global-setup";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  non2xx: number;
  errors: number;
}

async function load(name: string, url: string): Promise<Row> {
  // Browsers ask for compressed pages; so do CDNs.
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip, br" },
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  buildOnce();
  const dataDir = mkdtempSync(path.join(tmpdir(), "revisafacil-bench-pages-"));
  const port = await freePort();
  const child = startServer(port, dataDir, {
    LOG_LEVEL: "warn",
    ...(process.env.PAGE_CACHE_MB ? { PAGE_CACHE_MB: process.env.PAGE_CACHE_MB } : {}),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, child);
    const pages: [string, string][] = [
      ["/ (landing, anônimo)", "/"],
      ["/blog", "/blog"],
      ["/blog-juros-abusivos-veiculos (artigo)", "/blog-juros-abusivos-veiculos"],
      ["/calculadora-online-juros", "/calculadora-online-juros"],
    ];
    const staticFile = await load("/favicon.svg (arquivo estático)", `${base}/favicon.svg`);
    const rows: Row[] = [];
    for (const [name, url] of pages) rows.push(await load(name, `${base}${url}`));

    const cache = process.env.PAGE_CACHE_MB === "0" ? "cache desligado" : "cache ligado";
    console.log(`\nSaturação por ${SECONDS} s, ${CONNECTIONS} conexões, PGlite, ${cache}:`);
    console.table(
      [staticFile, ...rows].map((r) => ({
        cenário: r.name,
        "req/s": Math.round(r.rps),
        "% do estático": `${((100 * r.rps) / Math.max(1, staticFile.rps)).toFixed(0)}%`,
        "p50 (ms)": r.p50,
        "p99 (ms)": r.p99,
        "bytes/resp": r.bytes,
        erros: r.errors,
        "não-2xx": r.non2xx,
      })),
    );
    const worst = Math.min(...rows.map((r) => r.rps / Math.max(1, staticFile.rps)));
    console.log(`Pior página: ${(worst * 100).toFixed(0)}% do arquivo estático; meta: ≥ 50%.`);
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
