import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { caseSelectedEmail } from "~/features/lawyer/case-selected-email";
import { unlinkText, userNameForEmail } from "./user-text";

const LINK = /:\/\/|www\.|[\p{L}\p{N}_-]\.\p{L}{2,}/iu;

describe("user text in our e-mails (issue #11 item 6)", () => {
  it("leaves ordinary names alone", () => {
    for (const name of ["Dra. Ana Souza", "José D'Ávila Jr.", "Ana M. Souza"])
      expect(userNameForEmail(name)).toBe(name);
  });

  it("never lets user text form a link, and keeps a name on one short line", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (raw) => {
        expect(unlinkText(raw)).not.toMatch(LINK);
        const name = userNameForEmail(raw);
        expect(name).not.toMatch(LINK);
        expect(name).not.toMatch(/[\r\n\u2028\u2029]/);
        expect(name.length).toBeLessThanOrEqual(120);
      }),
      { seed: 611 },
    );
  });

  it("the attack on record (a 20 KB lawyer name with line breaks and a link) reaches the consumer as one harmless line", () => {
    const nome = `Dr. Fulano\n\nURGENTE: confirme seus dados bancários em https://banco-seguro.com/confirmar ${"x".repeat(20_000)}`;
    const mail = caseSelectedEmail({
      consumerName: "Maria\nhttps://golpe.example",
      requestedAt: new Date("2026-11-20T12:00:00Z"),
      lawyer: { nome, oab: "123456", oabUf: "SP" },
      selectedBy: 1,
    });
    expect(mail.text).not.toContain("https://banco-seguro.com");
    expect(mail.html).not.toContain("https://banco-seguro.com");
    expect(mail.html).not.toMatch(/href="(?!https:\/\/cna\.oab\.org\.br)/);
    expect(mail.text.length).toBeLessThan(2_000);
    expect(mail.text).toContain("Olá, Maria!");
    expect(mail.text).toMatch(
      /selecionado por Dr\. Fulano URGENTE: confirme seus dados bancários em https: \/\/banco-seguro \.com\/confirmar x+… \(OAB\/SP nº 123456\)/,
    );
  });
});
