// The INSS legal cap composed with the 1.5 rule (DESIGN D27): above the cap is the verdict, said
// first, even where the 1.5 rule finds nothing; "Não sei" shows the cap as information only.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeContract, verdictOf } from "./analysis";
import type { InssCapRow } from "./inss-caps";
import type { RateRow } from "./rates";

const CAPS = (
  JSON.parse(readFileSync(path.resolve("seed/inss/tetos_inss.json"), "utf8")) as {
    tetos: InssCapRow[];
  }
).tetos;
// seed/bcb, 2025-07: SGS 25468 (consignado INSS) = 1.82, 25467 (setor público) = 1.85.
const JUL_2025: RateRow = {
  mes: "2025-07",
  taxaVeiculos: 2.03,
  taxaCreditoPessoal: 6.14,
  taxaConsignadoTotal: 1.97,
  taxaConsignadoInss: 1.82,
  taxaConsignadoPublico: 1.85,
  taxaConsignadoPrivado: 3.75,
};

describe("analyzeContract with the INSS caps", () => {
  it("says the cap verdict first when the rate is above the cap but not above 1,5 × the average", () => {
    const a = analyzeContract(
      [JUL_2025],
      { tipo: "emprestimo_consignado", setor: "inss", mes: "2025-07", taxaContrato: 1.9 },
      CAPS,
    );
    expect(a.abusiva).toBe(false); // 1,90 < 2,73 = 1,5 × 1,82
    expect(a.resultado).toBe("abusivo"); // the irregular view (templates, lawyer)
    expect(a.tetoInss).toMatchObject({ situacao: "acima", acima: true });
    const v = verdictOf(a);
    expect(v.situacao).toBe("acima_do_teto");
    expect(v.titulo).toBe("Taxa acima do teto legal do INSS");
    expect(v.teto[0]).toBe(
      "Irregular: a taxa do seu contrato, 1,90% a.m., está acima do teto legal de juros do empréstimo consignado do INSS em jul/2025, de 1,85% a.m. (Resolução CNPS da 311ª reunião, de 25/03/2025, que revogou a nº 1.367, em vigor desde 04/04/2025; último teto conhecido, desde abr/2025).",
    );
  });

  it("leaves the verdict to the 1.5 rule for 'Não sei' and for other sectors", () => {
    const card = analyzeContract(
      [JUL_2025],
      { tipo: "cartao_consignado", setor: "total", mes: "2025-07", taxaContrato: 2.5 },
      CAPS,
    );
    expect(card.certificado.serie).toBe(25468); // cards: INSS consignado average (D27)
    expect(card.tetoInss).toMatchObject({ informativo: true, acima: true });
    const v = verdictOf(card);
    expect(v.situacao).toBe("dentro_do_limite");
    expect(v.teto[0]).toMatch(
      /^Se o seu cartão consignado \(RMC\/RCC\) é de benefício do INSS, o teto legal de juros em jul\/2025 é de 2,46% a\.m\./,
    );
    const publico = analyzeContract(
      [JUL_2025],
      { tipo: "emprestimo_consignado", setor: "publico", mes: "2025-07", taxaContrato: 1.9 },
      CAPS,
    );
    expect(publico.tetoInss).toMatchObject({ situacao: "nao_se_aplica" });
    expect(verdictOf(publico)).toMatchObject({ situacao: "dentro_do_limite", teto: [] });
  });

  it("keeps older records without a cap check as they were", () => {
    const a = analyzeContract([JUL_2025], {
      tipo: "emprestimo_consignado",
      setor: "inss",
      mes: "2025-07",
      taxaContrato: 1.9,
    });
    expect(a.tetoInss).toBeUndefined();
    expect(verdictOf(a).situacao).toBe("dentro_do_limite");
  });
});
