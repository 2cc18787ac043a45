// "Confirme sua conta" (DESIGN §8.17): the mailed confirmation link asks for the password before
// the address is confirmed. For e2e tests: in the browser, or over plain HTTP.
import type { Page } from "playwright-core";
import { type CapturedMail, linkIn } from "./smtp-capture";

/** The confirmation link of a mail from the server at `base`. */
export const confirmationLinkIn = (mail: CapturedMail, base: string) =>
  linkIn(mail, `${base}/confirmar-conta?`);

/** Opens the link and confirms with `password` (the sign-up's or a new one). */
export async function confirmInBrowser(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.locator("main").getByLabel("Senha", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Confirmar e entrar" }).click();
}

/** The page's form posted without a browser; the answer (a redirect on success) is returned. */
export async function confirmOverHttp(link: string, password: string): Promise<Response> {
  const url = new URL(link);
  const form = new URLSearchParams({
    token: url.searchParams.get("token") ?? "",
    callbackURL: url.searchParams.get("callbackURL") ?? "",
    password,
  });
  return fetch(`${url.origin}/confirmar-conta`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: url.origin },
    body: form.toString(),
  });
}
