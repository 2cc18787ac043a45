import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REDACTED_LINK, redactHtml, redactSecrets } from "./email-redaction";
import { resetPasswordMessage } from "./email-templates/account";

describe("outbox redaction (DESIGN D31)", () => {
  it("removes the reset link and its token from the text and the HTML", () => {
    const token = "AbCdEf0123456789tokenSecreto";
    const mail = resetPasswordMessage(`https://revisafacil.test/redefinir-senha?token=${token}`);
    const text = redactSecrets(mail.text);
    const html = redactHtml(mail.html);
    expect(text).not.toContain(token);
    expect(html).not.toContain(token);
    expect(text).toContain(`Escolher nova senha: ${REDACTED_LINK}`);
    expect(html).not.toMatch(/href="http/);
    expect(text).toContain("O link vale por 1 hora");
  });

  it("also hides a bare token parameter", () => {
    expect(redactSecrets("abra /verify-email?token=xyz&callbackURL=/")).toBe(
      "abra /verify-email?token=[omitido]&callbackURL=/",
    );
  });

  it("no token survives, whatever surrounds the link", () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/),
        fc.string(),
        (before, token, after) => {
          const out = redactSecrets(
            `${before} https://x.test/redefinir-senha?token=${token} ${after}`,
          );
          expect(out.includes(`token=${token}`)).toBe(false);
        },
      ),
      { seed: 4 },
    );
  });
});
