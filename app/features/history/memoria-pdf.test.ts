// The memória.s text passes through WinAnsi (standard Helvetica): Portuguese, "—", "×", "“”" and "…"
// stay; anything else is spelled out, so no sentence can make the PDF fail.
import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./memoria-pdf.server";

describe("toWinAnsi", () => {
  it("keeps Portuguese and the typographic marks WinAnsi has", () => {
    const text =
      "Restituição em dobro — até R$ 1.234,56 (1,5× a média) “Descobrir minha taxa”… º § ª";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("spells out what WinAnsi lacks", () => {
    expect(toWinAnsi("INPC → IPCA, taxa ≤ teto, 10\u202f000")).toBe(
      "INPC -> IPCA, taxa <= teto, 10 000",
    );
    expect(toWinAnsi("emoji 😀")).toBe("emoji ?");
  });
});
