// Issue #11 item 4 (DESIGN D31) on the production server without SMTP: a password-reset e-mail
// lands in the outbox, and the admin panel shows it with the link and token left out.
import { describe, expect, it } from "vitest";
import { baseURL } from "../support/browser";
import { apiSession, E2E_ADMIN, uniqueEmail } from "../support/factories";

const cookieHeader = (s: { cookie: { name: string; value: string } }) =>
  `${s.cookie.name}=${s.cookie.value}`;

describe("outbox without SMTP", () => {
  it("shows the reset e-mail to the admin with no link and no token", async () => {
    const person = await apiSession(baseURL(), { email: uniqueEmail("redefinir") });
    const asked = await fetch(`${baseURL()}/esqueci-minha-senha`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL() },
      body: new URLSearchParams({ email: person.email }),
    });
    expect(asked.status).toBe(200);

    const admin = cookieHeader(await apiSession(baseURL(), E2E_ADMIN));
    // The e-mail goes out right after the answer (§7.10): read the panel until it is there.
    let html = "";
    await expect
      .poll(
        async () => {
          html = await (
            await fetch(`${baseURL()}/admin-dashboard`, { headers: { cookie: admin } })
          ).text();
          return (
            html.includes(person.email) && html.includes("Redefinição de senha do RevisaFácil")
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(html).toContain(
      "Escolher nova senha: [link omitido: só é enviado por e-mail real (SMTP)]",
    );
    expect(html).not.toMatch(/redefinir-senha\?token=/);
    expect(html).not.toMatch(/token=(?!\[omitido\])/);
  });
});
