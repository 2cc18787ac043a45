// /informacoes-juridicas in Chromium through the production server (SPEC §2/§4/§6/§7/§9, DESIGN
// D19/D20): gating, the 3 topics, the 2 PDFs (HEAD then download), the 7 seeded videos ("Em
// breve", no modal), the 4-question FAQ and the 301; then the video modal itself (native player
// with the fallback text, sandboxed frame, closing on X, backdrop and Escape) on the real
// VideoGallery component bundled by Vite.
import { readFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launchBrowser, newPhone, subscribeWithTestCheckout } from "../support/browser";
import { apiSession } from "../support/factories";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LOGIN_MESSAGE = "Você precisa estar logado para acessar este conteúdo.";
const PAID_MESSAGE =
  "Para desbloquear este conteúdo, é necessário assinar o plano Básico ou Premium.";

async function consumer(options: {
  paid: boolean;
}): Promise<{ context: BrowserContext; page: Page }> {
  const session = await apiSession(baseURL());
  const { context, page } = await newPhone(browser);
  await context.addCookies([session.cookie]);
  if (options.paid) await subscribeWithTestCheckout(context, page, "premium");
  return { context, page };
}

describe("/informacoes-juridicas", () => {
  it("sends a signed-out visitor to /auth with the message, from the page and its topics", async () => {
    const { page, context } = await newPhone(browser);
    for (const path of [
      "/informacoes-juridicas",
      "/informacoes-juridicas/litigancia-predatoria-reversa",
    ]) {
      await page.goto(path);
      await page.waitForURL(`${baseURL()}/auth?from=revisafacil`);
      await expect.poll(() => page.getByText(LOGIN_MESSAGE).isVisible()).toBe(true);
    }
    await context.close();
  });

  it("shows a free user the locked notice", async () => {
    const { page, context } = await consumer({ paid: false });
    await page.goto("/informacoes-juridicas");
    await expect.poll(() => page.getByText(PAID_MESSAGE).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("region", { name: "Temas" }).count()).toBe(0);
    await page.goto("/informacoes-juridicas/pedidos-administrativos");
    await expect.poll(() => page.getByText(PAID_MESSAGE).isVisible()).toBe(true);
    await context.close();
  });

  it("gives a subscriber 3 topics, 2 PDFs, 7 videos and 4 questions", async () => {
    const { page, context } = await consumer({ paid: true });
    await page.goto("/informacoes-juridicas");
    await expect
      .poll(() =>
        page.getByRole("heading", { level: 1, name: "Informações Jurídicas" }).isVisible(),
      )
      .toBe(true);

    const topics = page.getByRole("region", { name: "Temas" }).getByRole("link");
    expect(await topics.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      "/informacoes-juridicas/pedidos-administrativos",
      "/informacoes-juridicas/simulacao-e-tabela-juros",
      "/informacoes-juridicas/litigancia-predatoria-reversa",
    ]);

    // FAQ: 4 native <details>, one open at a time.
    const faq = page.getByRole("region", { name: "Perguntas frequentes" });
    await expect.poll(() => faq.locator("details").count()).toBe(4);
    await faq.getByText("O banco pode me obrigar a contratar seguro prestamista?").click();
    await expect.poll(() => faq.getByText("Tema 972", { exact: false }).isVisible()).toBe(true);

    // Videos: the seeded catalogue has no addresses yet, so every card says "Em breve" and nothing opens.
    const videos = page.getByRole("region", { name: "Vídeos educativos" }).getByRole("listitem");
    await expect.poll(() => videos.count()).toBe(7);
    const soon = page
      .getByRole("region", { name: "Vídeos educativos" })
      .getByRole("button", { name: /^Em breve/ });
    await expect.poll(() => soon.count()).toBe(7);
    await expect.poll(() => soon.first().isDisabled()).toBe(true);
    await soon.first().click({ force: true });
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);

    // PDFs: HEAD on the public path, then the download; the rate table PDF is a real PDF.
    const materials = page
      .getByRole("region", { name: "Materiais para baixar" })
      .getByRole("listitem");
    await expect.poll(() => materials.count()).toBe(2);
    const downloadPromise = page.waitForEvent("download");
    await materials
      .filter({ hasText: "Tabela de taxas médias do Banco Central" })
      .getByRole("button", { name: /^Baixar PDF/ })
      .click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("tabela-taxas-medias-banco-central.pdf");
    await expect.poll(() => page.getByText("Download iniciado").isVisible()).toBe(true);
    const saved = path.join(inject("dataDir"), "download-taxas.pdf");
    await download.saveAs(saved);
    const pdf = await PDFDocument.load(readFileSync(saved));
    expect(pdf.getTitle()).toBe("Tabela de taxas médias do Banco Central");
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);

    // A topic page.
    await topics.nth(1).click();
    await page.waitForURL(`${baseURL()}/informacoes-juridicas/simulacao-e-tabela-juros`);
    // The URL changes as the navigation commits; the new page renders right after.
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).innerText())
      .toContain("Tabela Price");
    await expect
      .poll(() =>
        page.getByRole("link", { name: "Abrir a calculadora de juros" }).getAttribute("href"),
      )
      .toBe("/calculadora-online-juros");
    await context.close();
  });

  it("answers /porque-pedidos-administrativos with 301 to the topic", async () => {
    const res = await fetch(`${baseURL()}/porque-pedidos-administrativos`, { redirect: "manual" });
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!, baseURL()).pathname).toBe(
      "/informacoes-juridicas/pedidos-administrativos",
    );
  });
});

// ---------------------------------------------------------------- the video modal, in isolation
const HARNESS_ENTRY = `
import { createRoot } from "react-dom/client";
import { VideoGallery } from "~/features/legal/video-gallery";
const videos = [
  { id: "a", titulo: "Aula em mp4", url: "/storage/videos/aula-e2e.mp4" },
  { id: "b", titulo: "Aula externa", url: "https://127.0.0.1:9/embed/aula" },
  { id: "c", titulo: "Aula futura", url: null },
];
createRoot(document.getElementById("root")).render(<div><button type="button">Antes</button><VideoGallery videos={videos} /></div>);
`;

async function harnessHtml(): Promise<string> {
  const root = path.resolve(import.meta.dirname, "../..");
  const result = await build({
    configFile: false,
    root,
    logLevel: "silent",
    mode: "production",
    resolve: { alias: { "~": path.join(root, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    oxc: { jsx: { runtime: "automatic", development: false } },
    plugins: [
      {
        name: "legal-video-harness",
        enforce: "pre",
        // Vite resolves a lib entry against root first, hence endsWith.
        resolveId: (id) =>
          id.endsWith("virtual:legal-video-harness.tsx") ? "\0legal-video-harness.tsx" : null,
        load: (id) => (id === "\0legal-video-harness.tsx" ? HARNESS_ENTRY : null),
      },
    ],
    build: {
      write: false,
      minify: false,
      lib: {
        entry: "virtual:legal-video-harness.tsx",
        formats: ["iife"],
        name: "LegalVideoHarness",
        fileName: () => "harness.js",
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const out of outputs) {
    if ("output" in out) {
      const chunk = out.output.find((o) => o.type === "chunk");
      if (chunk && chunk.type === "chunk") {
        return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Vídeos</title></head><body><div id="root"></div><script>${chunk.code.replaceAll("</script", "<\\/script")}</script></body></html>`;
      }
    }
  }
  throw new Error("O bundle da galeria não gerou código");
}

describe("video modal", () => {
  let html: string;
  beforeAll(async () => {
    html = await harnessHtml();
  });

  async function open(): Promise<{ page: Page; context: BrowserContext }> {
    const { page, context } = await newPhone(browser);
    // Served from the app's origin so the mp4 path resolves against the real storage route.
    await page.route(`${baseURL()}/__galeria-videos`, (route) =>
      route.fulfill({ contentType: "text/html", body: html }),
    );
    await page.goto("/__galeria-videos");
    await page.getByRole("button", { name: "Assistir: Aula em mp4" }).waitFor();
    return { page, context };
  }

  it("plays our mp4 natively with the fallback text and closes on Escape, backdrop and X", async () => {
    const { page, context } = await open();
    const opener = page.getByRole("button", { name: "Assistir: Aula em mp4" });
    const dialog = page.getByRole("dialog", { name: "Aula em mp4" });

    await opener.click();
    await dialog.waitFor();
    const video = dialog.locator("video");
    await expect.poll(() => video.getAttribute("src")).toBe("/storage/videos/aula-e2e.mp4");
    await expect.poll(() => video.getAttribute("controls")).not.toBeNull();
    await expect
      .poll(() => video.textContent())
      .toBe("Seu navegador não suporta a reprodução do vídeo.");
    await expect.poll(() => dialog.locator("iframe").count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.locator("video").count()).toBe(0); // the player is gone, so playback stops

    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(4, 4); // the backdrop
    await dialog.waitFor({ state: "hidden" });

    await opener.click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await dialog.waitFor({ state: "hidden" });
    await context.close();
  });

  it("puts any other address in a sandboxed frame, and an entry without one does not open", async () => {
    const { page, context } = await open();
    await page.getByRole("button", { name: "Assistir: Aula externa" }).click();
    const dialog = page.getByRole("dialog", { name: "Aula externa" });
    await dialog.waitFor();
    const frame = dialog.locator("iframe");
    await expect.poll(() => frame.getAttribute("src")).toBe("https://127.0.0.1:9/embed/aula");
    await expect
      .poll(() => frame.getAttribute("sandbox"))
      .toBe("allow-scripts allow-same-origin allow-presentation");
    await expect.poll(() => dialog.locator("video").count()).toBe(0);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    const soon = page.getByRole("button", { name: "Em breve: Aula futura" });
    await expect.poll(() => soon.isDisabled()).toBe(true);
    await soon.click({ force: true });
    await expect.poll(() => page.getByRole("dialog").count()).toBe(0);
    await context.close();
  });
});
