// /admin-dashboard/videos in Chromium through the production server (DESIGN D19): the admin sets
// an external https address on one entry and uploads a real (hand-built) mp4 to another; a paid
// user then opens both on /informacoes-juridicas (sandboxed frame, native <video>) while the other
// five still say "Em breve". Non-admins are refused, bad input gets pt-BR messages, and the
// catalogue is put back as seeded at the end (the server is shared by every e2e file).
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { minimalMp4 } from "~/features/admin/videos-mp4-fixture";
import { VIDEO_MSG } from "~/features/admin/videos-schema";
import { VIDEO_CATALOGUE } from "../../editorial/legal-info/videos";
import { baseURL, launchBrowser, newDesktop, newPhone } from "../support/browser";
import { apiSession, E2E_ADMIN } from "../support/factories";

const EXTERNAL = "https://www.example.com/embed/aula-juros";
const RENAMED = "Taxa média do Banco Central: onde consultar (atualizado)";

let browser: Browser;
let admin: { context: BrowserContext; page: Page };
let ids: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await newDesktop(browser);
  await admin.context.addCookies([(await apiSession(baseURL(), E2E_ADMIN)).cookie]);
});

afterAll(async () => {
  // Back to the seed: every entry with its original title and no video ("Em breve").
  if (ids.length === VIDEO_CATALOGUE.length) {
    for (const [i, id] of ids.entries()) {
      const res = await admin.context.request.post("/admin-dashboard/videos", {
        form: { id, titulo: VIDEO_CATALOGUE[i]!, origem: "nenhum", url: "" },
        headers: { origin: baseURL() },
      });
      expect(res.status()).toBe(200);
    }
  }
  await browser?.close();
});

const entry = (page: Page, position: number): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: `Salvar vídeo ${position}` }) });

async function save(card: Locator, position: number) {
  await card.getByRole("button", { name: `Salvar vídeo ${position}` }).click();
}

describe("admin video catalogue", () => {
  it("sends a consumer to /not-authorized", async () => {
    const { page, context } = await newPhone(browser);
    await context.addCookies([(await apiSession(baseURL())).cookie]);
    await page.goto("/admin-dashboard/videos");
    await page.waitForURL(`${baseURL()}/not-authorized`);
    const res = await context.request.post("/admin-dashboard/videos", {
      form: { id: "x", titulo: "Invasão", origem: "nenhum" },
      headers: { origin: baseURL() },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe("/not-authorized");
    await context.close();
  });

  it("lets the admin set an external address and upload an mp4, with pt-BR errors", async () => {
    const { page } = admin;
    await page.goto("/admin-dashboard");
    await page.getByRole("link", { name: "Vídeos educativos" }).click();
    await page.waitForURL(`${baseURL()}/admin-dashboard/videos`);
    await page.getByRole("heading", { level: 1, name: "Vídeos educativos" }).waitFor();

    // The 7 seeded entries, in order, all "Em breve".
    const headings = page.getByRole("listitem").getByRole("heading", { level: 2 });
    await expect
      .poll(() => headings.allInnerTexts())
      .toEqual(VIDEO_CATALOGUE.map((t, i) => `${i + 1}. ${t}`));
    await expect
      .poll(() => page.getByRole("listitem").getByText("Em breve", { exact: true }).count())
      .toBe(7);
    ids = await page
      .locator('input[type="hidden"][name="id"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

    // Entry 2: a plain-http address is refused in pt-BR; an https one (and a new title) is saved.
    const second = entry(page, 2);
    await second.getByRole("radio", { name: /^Endereço externo/ }).check();
    await second.getByLabel("Endereço do vídeo").fill("http://www.example.com/embed/aula");
    await save(second, 2);
    await second.getByText(VIDEO_MSG.urlInvalida).waitFor();
    await expect
      .poll(() => second.getByLabel("Endereço do vídeo").getAttribute("aria-invalid"))
      .toBe("true");
    await second.getByLabel("Título").fill(RENAMED);
    await second.getByLabel("Endereço do vídeo").fill(EXTERNAL);
    await save(second, 2);
    await page.getByText("Vídeo salvo!").waitFor();
    await page.getByRole("heading", { level: 2, name: `2. ${RENAMED}` }).waitFor();
    await second.getByText("Endereço externo", { exact: true }).first().waitFor();

    // Entry 4: a file named .mp4 that is really HTML is refused by its first bytes, nothing stored.
    const fourth = entry(page, 4);
    const fileInput = fourth.getByLabel("Arquivo MP4", { exact: true });
    await fileInput.setInputFiles({
      name: "falso.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from("<html><script>alert(1)</script></html>"),
    });
    await expect
      .poll(() => fourth.getByRole("radio", { name: /^Arquivo MP4/ }).isChecked())
      .toBe(true); // choosing a file picks the origin
    await save(fourth, 4);
    await fourth.getByText(VIDEO_MSG.arquivoInvalido).waitFor();
    // "Arquivo MP4" with no file for an entry that has none yet.
    await fileInput.setInputFiles([]);
    await save(fourth, 4);
    await fourth.getByText(VIDEO_MSG.arquivoObrigatorio).waitFor();

    const mp4 = minimalMp4();
    await fileInput.setInputFiles({
      name: "Reclamação passo a passo.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from(mp4),
    });
    await save(fourth, 4);
    const current = fourth.getByText(/Arquivo atual: reclamacao-passo-a-passo-[0-9a-f]{8}\.mp4/);
    await current.waitFor();
    const key = /reclamacao-passo-a-passo-[0-9a-f]{8}\.mp4/.exec(await current.innerText())![0];

    const stored = await fetch(`${baseURL()}/storage/videos/${key}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("video/mp4");
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(mp4);
    await expect
      .poll(() => page.getByRole("listitem").getByText("Em breve", { exact: true }).count())
      .toBe(5);

    // A paid user sees both open and the other five still "Em breve".
    const session = await apiSession(baseURL());
    const { context, page: user } = await newPhone(browser);
    await context.addCookies([session.cookie]);
    const checkout = await context.request.post("/api/billing/create-checkout", {
      data: { planName: "premium" },
      headers: { origin: baseURL() },
    });
    expect(checkout.status()).toBe(200);
    await user.goto(((await checkout.json()) as { url: string }).url);
    await user.getByRole("button", { name: "Confirmar pagamento de teste" }).click();
    await user.waitForURL(/\/assinatura/);
    await user.goto("/informacoes-juridicas");

    const gallery = user.getByRole("region", { name: "Vídeos educativos" });
    await expect.poll(() => gallery.getByRole("listitem").count()).toBe(7);
    await expect.poll(() => gallery.getByRole("button", { name: /^Em breve/ }).count()).toBe(5);
    await expect.poll(() => gallery.getByRole("button", { name: /^Assistir/ }).count()).toBe(2);

    await gallery.getByRole("button", { name: `Assistir: ${RENAMED}` }).click();
    const frameDialog = user.getByRole("dialog", { name: RENAMED });
    await frameDialog.waitFor();
    const frame = frameDialog.locator("iframe");
    await expect.poll(() => frame.getAttribute("src")).toBe(EXTERNAL);
    await expect
      .poll(() => frame.getAttribute("sandbox"))
      .toBe("allow-scripts allow-same-origin allow-presentation");
    await frameDialog.getByRole("button", { name: "Fechar" }).click();
    await frameDialog.waitFor({ state: "hidden" });

    // The native player requests the file itself (its codec support is the browser's business).
    const played = user.waitForResponse(
      (r) => new URL(r.url()).pathname === `/storage/videos/${key}`,
    );
    await gallery.getByRole("button", { name: `Assistir: ${VIDEO_CATALOGUE[3]}` }).click();
    const videoDialog = user.getByRole("dialog", { name: VIDEO_CATALOGUE[3] });
    await videoDialog.waitFor();
    await expect
      .poll(() => videoDialog.locator("video").getAttribute("src"))
      .toBe(`/storage/videos/${key}`);
    expect([200, 206]).toContain((await played).status());
    await context.close();

    // Clearing the entry removes the uploaded file: "Em breve" again and the file is gone.
    await fourth.getByRole("radio", { name: /^Sem vídeo/ }).check();
    await save(fourth, 4);
    await fourth.getByText("Em breve", { exact: true }).waitFor();
    expect((await fetch(`${baseURL()}/storage/videos/${key}`, { method: "HEAD" })).status).toBe(
      404,
    );
  });
});
