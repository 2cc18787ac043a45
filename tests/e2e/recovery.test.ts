// Recovery (issue #10): the public calculation API on the running production server, and the
// recalculation panel in Chromium at 360×800 (keyboard, index choice, tables, no page overflow),
// fed by a view the server code computes from the committed seed data.
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSeedIndices, readSeedRates } from "../../server/seed";
import { createIndexTable } from "~/domain/correction";
import { dateToMonthId, monthLabel, todayBrasilia } from "~/domain/months";
import { formatMoney } from "~/domain/numbers";
import { createRateTable } from "~/domain/rates";
import {
  capsFrom,
  type RevisionDeps,
  revisionView,
  rmcView,
} from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import type { RevisionView, RmcView } from "~/features/recovery/revision-view";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";
import { readSeedCaps } from "~/features/rates/inss-caps.server";
import { baseURL, launchBrowser } from "../support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("POST /api/calculos/revisao on the production server", () => {
  const post = (data: unknown, headers: Record<string, string> = {}) =>
    fetch(`${baseURL()}/api/calculos/revisao`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: typeof data === "string" ? data : JSON.stringify(data),
    });

  it("answers the personal-loan case and refuses bad input in pt-BR", async () => {
    const ok = await post({
      tipo: "emprestimo_pessoal",
      mes: "2022-12",
      valorFinanciado: 2100,
      parcela: 326.97,
      parcelas: 48,
      parcelasPagas: 12,
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toBe("no-store");
    const body = (await ok.json()) as {
      taxaContrato: number;
      mediaBacen: number;
      revisado: { parcela: number };
      pagoAMais: number;
    };
    expect(Math.round(body.taxaContrato * 100) / 100).toBe(15.55);
    expect(body.mediaBacen).toBe(5.11);
    expect(body.revisado.parcela).toBe(118.11);
    expect(body.pagoAMais).toBe(2506.32);

    const bad = await post({
      tipo: "emprestimo_pessoal",
      mes: "dez/2022",
      valorFinanciado: 2100,
      parcela: 326.97,
      parcelas: 48,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      campos: { mes: 'Campo "mes": informe o mês no formato AAAA-MM (por exemplo, 2023-02).' },
    });
    expect((await fetch(`${baseURL()}/api/calculos/revisao`)).status).toBe(405);
    // The server's own body limit answers before the route for anything far too big.
    expect((await post(`{"x":"${"a".repeat(100_000)}"}`)).status).toBe(413);
  });
});

// ------------------------------------------------------------------ the panel in Chromium
let bundled: Promise<{ js: string; css: string }> | undefined;
function bundleHarness(): Promise<{ js: string; css: string }> {
  bundled ??= (async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const result = await build({
      configFile: false,
      root,
      logLevel: "silent",
      mode: "production",
      plugins: [tailwindcss()],
      resolve: { alias: { "~": path.join(root, "app") } },
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      oxc: { jsx: { runtime: "automatic", development: false } },
      build: {
        write: false,
        minify: false,
        cssCodeSplit: false,
        assetsInlineLimit: 0,
        lib: {
          entry: path.join(root, "tests/e2e/fixtures/revision-panel-harness.tsx"),
          formats: ["iife"],
          name: "PanelHarness",
          fileName: () => "panel.js",
        },
      },
    });
    const outputs = (Array.isArray(result) ? result : [result]) as Array<{
      output: Array<{
        type: string;
        fileName: string;
        code?: string;
        source?: string | Uint8Array;
      }>;
    }>;
    const files = outputs.flatMap((o) => o.output);
    const js = files.find((f) => f.type === "chunk")?.code ?? "";
    const css = files
      .filter((f) => f.fileName.endsWith(".css"))
      .map((f) =>
        typeof f.source === "string" ? f.source : Buffer.from(f.source ?? []).toString(),
      )
      .join("\n");
    if (!js || !css.includes("overflow")) throw new Error("harness sem JS ou sem CSS");
    return { js, css };
  })();
  return bundled;
}

/** The harness page (the app's own Tailwind CSS) with a view the server code computed. */
async function harnessHtml(views: { revision?: RevisionView; rmc?: RmcView }): Promise<string> {
  const { js, css } = await bundleHarness();
  const data = (value: unknown) => JSON.stringify(value ?? null).replaceAll("<", "\\u003c");
  return (
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Recálculo</title><style>${css}</style></head><body><div id="root"></div>` +
    `<script>window.__REVISION_VIEW__ = ${data(views.revision)}; window.__RMC_VIEW__ = ${data(views.rmc)};</script>` +
    `<script>${js.replaceAll("</script", "<\\/script")}</script></body></html>`
  );
}

function seedDeps(): RevisionDeps {
  const rates = createRateTable(readSeedRates().map((r) => ({ ...r, mes: dateToMonthId(r.mes) })));
  const indices = createIndexTable(
    readSeedIndices().map((r) => ({
      indice: r.indice,
      mes: r.mes.slice(0, 7),
      variacao: r.variacao,
    })),
  );
  return { rates, indices, caps: capsFrom(readSeedCaps()), hoje: todayBrasilia() };
}

describe("recalculation panel at 360×800", () => {
  let view: RevisionView;
  let html: string;
  beforeAll(async () => {
    const input = revisionInputSchema.parse({
      tipo: "emprestimo_consignado",
      setor: "privado",
      mes: "2023-02",
      valorFinanciado: 10000,
      parcela: 648.91,
      parcelas: 36,
      parcelasPagas: 30,
    });
    const result = revisionView(seedDeps(), input);
    if (!result.ok) throw new Error(result.erro);
    view = result.view;
    html = await harnessHtml({ revision: view });
  }, 120_000);

  async function open(): Promise<Page> {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
    });
    const page = await context.newPage();
    await page.setContent(html);
    await page.getByRole("heading", { name: "Recálculo do contrato (Tabela Price)" }).waitFor();
    return page;
  }

  it("shows the figures in pt-BR without widening the page", async () => {
    const page = await open();
    await expect.poll(() => page.getByText("Parcela recalculada").isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText("R$ 445,82", { exact: true }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText(formatMoney(view.pagoAMais), { exact: true }).first().isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText("Pago a mais nas 30 parcelas já pagas").isVisible())
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });

  it("switches the correction index with the keyboard", async () => {
    const page = await open();
    const [inpc, ipca] = view.correcoes;
    if (!inpc?.ok || !ipca?.ok) throw new Error("correção indisponível");
    const group = page.getByRole("group", { name: "Índice de correção monetária" });
    await expect
      .poll(() => group.getByRole("radio", { name: "INPC (IBGE)" }).isChecked())
      .toBe(true);
    const label = "Simples corrigida até dez/2025";
    const chosenValue = () =>
      page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").textContent();
    expect(await chosenValue()).toBe(formatMoney(inpc.simples));
    await group.getByRole("radio", { name: "INPC (IBGE)" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => group.getByRole("radio", { name: "IPCA (IBGE)" }).isChecked())
      .toBe(true);
    expect(await chosenValue()).toBe(formatMoney(ipca.simples));
    await expect
      .poll(() =>
        page
          .getByText(
            "A Lei 14.905/2024 fez do IPCA o índice padrão de correção do Código Civil a partir de 30/08/2024",
            { exact: false },
          )
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The comparison table shows all three without a choice.
    const comparison = page.getByRole("region", { name: "Comparação dos índices de correção" });
    await expect.poll(() => comparison.getByRole("row").count()).toBe(4);
    await page.context().close();
  });

  it("opens both tables from the keyboard; their scroll regions take focus", async () => {
    const page = await open();
    const summary = page.locator("summary", {
      hasText: "Tabela recalculada (taxa de 2,82% a.m.) — 36 parcelas",
    });
    await summary.focus();
    await page.keyboard.press("Enter");
    const region = page.getByRole("region", { name: "Tabela recalculada (taxa de 2,82% a.m.)" });
    await region.waitFor();
    await page.keyboard.press("Tab");
    await expect.poll(() => region.evaluate((el) => el === document.activeElement)).toBe(true);
    const rows = region.getByRole("row");
    await expect.poll(() => rows.count()).toBe(37); // header + 36
    await expect.poll(() => rows.nth(36).textContent()).toContain("R$ 0,00");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.context().close();
  });
});

describe("RMC/RCC panel at 360×800", () => {
  it("shows the payoff, what was deducted beyond it, and switches the index", async () => {
    const input = rmcInputSchema.parse({
      valorSaque: 2000,
      mesSaque: "2019-06",
      descontoMensal: 120,
      descontosFeitos: 60,
    });
    const result = rmcView(seedDeps(), input);
    if (!result.ok) throw new Error(result.erro);
    const view = result.view;
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      locale: "pt-BR",
    });
    const page = await context.newPage();
    await page.setContent(await harnessHtml({ rmc: view }));
    await page
      .getByRole("heading", { name: "Cartão RMC/RCC convertido em empréstimo consignado" })
      .waitFor();
    const figure = (label: string) =>
      page.getByText(label, { exact: true }).locator("xpath=following-sibling::dd").textContent();
    expect(await figure("Quitado no desconto nº")).toBe(String(view.parcelasParaQuitar));
    expect(await figure("Mês da quitação")).toBe(monthLabel(view.mesQuitacao!));
    expect(await figure("Descontado depois da quitação")).toBe(
      formatMoney(view.pagoAlemDaQuitacao),
    );
    const ipca = view.correcoes.find((c) => c.indice === "ipca");
    if (!ipca?.ok) throw new Error("IPCA indisponível");
    await page.getByRole("radio", { name: "IPCA (IBGE)" }).check();
    expect(await figure("Simples corrigida até dez/2025")).toBe(formatMoney(ipca.simples));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await context.close();
  });
});
