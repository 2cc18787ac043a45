// The flash cookie's Secure flag follows APP_URL, not the request (issue 11 item 9): behind a
// proxy that ends TLS the app sees http while the browser is on https.
import { afterAll, describe, expect, it } from "vitest";

const HTTPS_ENV = {
  APP_URL: "https://revisafacil.example",
  ALLOW_TEST_PAYMENTS: "true",
  SMTP_URL: "smtp://127.0.0.1:2525",
  COMPANY_CNPJ: "00.000.000/0001-00",
  COMPANY_ADDRESS: "Rua de Teste, 1, São Paulo/SP",
};
const saved = Object.fromEntries(Object.keys(HTTPS_ENV).map((k) => [k, process.env[k]]));
afterAll(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("flash cookie", () => {
  it("is Secure when APP_URL is https, whatever the request's scheme", async () => {
    Object.assign(process.env, HTTPS_ENV);
    const { clearFlashCookie, flashCookie } = await import("~/platform/flash.server");
    const behindProxy = new Request("http://10.0.0.5:3000/sair", { method: "POST" });
    expect(flashCookie(behindProxy, { title: "Você saiu da sua conta com sucesso!" })).toMatch(
      /; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(clearFlashCookie(behindProxy)).toMatch(/; Secure$/);
  });
});
