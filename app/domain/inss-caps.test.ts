import { describe, expect, it } from "vitest";
import { CAP_UNAVAILABLE, INSS_CAP_CHANGES, inssCap, inssCapForMonth } from "./inss-caps";

describe("INSS caps (DESIGN D9)", () => {
  it("answers dated rows and cites the act", () => {
    expect(inssCap("emprestimo", "2020-06-15")).toMatchObject({
      disponivel: true,
      teto: 1.8,
      ato: "Resolução CNPS nº 1.338, de 17/03/2020 (DOU de 18/03/2020)",
      texto: "1,80% a.m. (Resolução CNPS nº 1.338, de 17/03/2020 (DOU de 18/03/2020))",
    });
    expect(inssCap("cartao", "2020-06-15")).toMatchObject({ disponivel: true, teto: 2.7 });
    expect(inssCap("emprestimo", "2024-12-10")).toMatchObject({ disponivel: true, teto: 1.66 });
    expect(inssCap("emprestimo", "2025-05-02")).toMatchObject({ disponivel: true, teto: 1.85 });
    expect(inssCap("cartao", "2016-01-01")).toMatchObject({ disponivel: true, teto: 3.36 });
    expect(inssCap("emprestimo", "2023-03-16")).toMatchObject({ disponivel: true, teto: 1.7 });
  });

  it("says 'teto não disponível' where the date is not known", () => {
    for (const [kind, date] of [
      ["emprestimo", "2007-12-31"], // before the first dated row
      ["emprestimo", "2010-05-01"], // 2.34 came in on an unknown date
      ["cartao", "2014-01-01"], // no card value found for the period
      ["emprestimo", "2017-03-15"], // change during 03/2017, day unknown
      ["emprestimo", "2019-10-01"], // late 2019, month not confirmed
      ["emprestimo", "2025-09-01"], // after the table was last checked
      ["emprestimo", "not-a-date"],
    ] as const) {
      const r = inssCap(kind, date);
      expect(r.disponivel, `${kind} ${date}`).toBe(false);
      expect(r.texto).toBe(CAP_UNAVAILABLE);
      expect(CAP_UNAVAILABLE).toBe("teto não disponível");
    }
  });

  it("still answers inside a window when the cap did not change", () => {
    // cartão stayed 2.46 across the 01/2025 and 03/2025 changes
    expect(inssCap("cartao", "2025-01-15")).toMatchObject({ disponivel: true, teto: 2.46 });
    expect(inssCap("emprestimo", "2025-01-15")).toMatchObject({ disponivel: false });
  });

  it("answers a month only when one cap held all month", () => {
    expect(inssCapForMonth("emprestimo", "2020-03")).toMatchObject({ disponivel: false, motivo: "o teto mudou durante este mês" });
    expect(inssCapForMonth("emprestimo", "2020-04")).toMatchObject({ disponivel: true, teto: 1.8 });
    expect(inssCapForMonth("cartao", "2025-04")).toMatchObject({ disponivel: true, teto: 2.46 });
    expect(inssCapForMonth("emprestimo", "2025-13")).toMatchObject({ disponivel: false });
  });

  it("keeps the rows in date order", () => {
    const starts = INSS_CAP_CHANGES.map((c) => c.inicioMin);
    expect([...starts].sort()).toEqual(starts);
    for (const c of INSS_CAP_CHANGES) expect(c.inicioMax >= c.inicioMin).toBe(true);
  });
});
