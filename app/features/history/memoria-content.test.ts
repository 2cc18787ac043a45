// The memória's content (DESIGN §8.9–8.12, §8b.19–21, 29, 34, 35): every section present, and the
// figures printed are the domain's (court-figures, revision, refund, correction).
import { describe, expect, it } from "vitest";
import { analyzeContract } from "~/domain/analysis";
import { createIndexTable } from "~/domain/correction";
import { courtFigures } from "~/domain/court-figures";
import { addMonths } from "~/domain/months";
import { createRateTable, type RateRow } from "~/domain/rates";
import {
  capsFrom,
  computeRevisionDetails,
  type RevisionDeps,
  revisionRecord,
} from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import {
  MEMORIA_SECTIONS,
  MEMORIA_TITLE,
  type MemoriaContent,
  memoriaContent,
  withAnnualEquivalents,
} from "./memoria-content";
import { buildRecord } from "~/features/analysis/record";

const rates: RateRow[] = [
  {
    mes: "2022-12",
    taxaVeiculos: 2,
    taxaCreditoPessoal: 5.11,
    taxaConsignadoTotal: 1.8,
    taxaConsignadoInss: 1.7,
    taxaConsignadoPublico: 1.6,
    taxaConsignadoPrivado: 2.5,
    obtidoEm: "2025-10-29T00:00:00.000Z",
  },
];
const indices = createIndexTable(
  Array.from({ length: 40 }, (_, k) => ({
    indice: "inpc" as const,
    mes: addMonths("2023-01", k),
    variacao: 0.3,
  })),
);
const deps: RevisionDeps = {
  rates: createRateTable(rates),
  indices,
  caps: capsFrom([]),
  hoje: "2026-11-26",
};
const input = revisionInputSchema.parse({
  tipo: "emprestimo_pessoal",
  mes: "2022-12",
  valorFinanciado: 2100,
  parcela: 326.97,
  parcelas: 48,
  parcelasPagas: 10,
  tarifasFinanciadas: 0,
  indice: "inpc",
  dataCalculo: "2025-12",
});
const details = computeRevisionDetails(deps, input);
if (!details.ok) throw new Error(details.erro);
const record = buildRecord(
  { tipo: "emprestimo_pessoal", mes: "2022-12", setor: null, taxaContrato: 15.5549 },
  analyzeContract(deps.rates, {
    tipo: "emprestimo_pessoal",
    mes: "2022-12",
    taxaContrato: 15.5549,
  }),
  {},
);
const identification = {
  nomeCompleto: "Joana Batista Lima",
  nomeConta: "Joana",
  cpf: "52998224725",
  banco: "Banco Exemplo S.A.",
  numeroContrato: "CCB-42",
  dataAssinatura: "2022-12-15",
  primeiroVencimento: "2023-01-15",
};

function build(overrides: Partial<Parameters<typeof memoriaContent>[0]> = {}): MemoriaContent {
  return memoriaContent({
    codigo: "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    verifyUrl: "https://revisafacil.example/verificar/ABCD",
    analysisCreatedAt: "2026-11-20T12:00:00.000Z",
    record,
    revisao: { ...revisionRecord(details as never), entrada: input },
    calculo: details.ok ? details : null,
    entradaRevisao: input,
    indices,
    identificacao: identification,
    hoje: "2026-11-26",
    ...overrides,
  });
}

const allText = (c: MemoriaContent) =>
  [
    c.title,
    c.intro,
    ...c.sections.flatMap((s) => [
      s.heading,
      ...s.blocks.flatMap((b) =>
        b.kind === "p" ? [b.text] : b.kind === "list" ? b.items : [b.title, ...b.rows.flat()],
      ),
    ]),
  ].join("\n");

describe("memória de cálculo content", () => {
  it("has every section, in order, under its title", () => {
    const c = build();
    expect(c.title).toBe(MEMORIA_TITLE);
    expect(c.sections.map((s) => s.heading)).toEqual(Object.values(MEMORIA_SECTIONS));
  });

  it("prints the identification in full (CPF formatted) and says when the full name is missing", () => {
    const text = allText(build());
    expect(text).toContain("Titular: Joana Batista Lima.");
    expect(text).toContain("CPF: 529.982.247-25.");
    expect(text).toContain("Data de assinatura: 15/12/2022.");
    const missing = allText(
      build({ identificacao: { ...identification, nomeCompleto: null, cpf: null } }),
    );
    expect(missing).toContain(
      "Titular: Joana (nome do cadastro; o nome completo não foi informado).",
    );
    expect(missing).toContain("CPF: não informado.");
  });

  it("prints the court figures exactly as the domain gives them", () => {
    const r = details.ok ? details : null;
    const f = courtFigures({
      contrato: r!.revisao.contrato,
      revisado: r!.revisao.revisado,
      principalContrato: r!.revisao.principalContrato,
      principalRevisado: r!.revisao.principalRevisado,
      parcelasPagas: 10,
      parcelaCobrada: 326.97,
      restituicao: {
        simples: r!.correcao!.ok ? r!.correcao!.simples : 0,
        emDobro: r!.correcao!.ok ? r!.correcao!.emDobro : 0,
      },
    });
    expect(f.ok).toBe(true);
    if (!f.ok) return;
    const text = allText(build());
    expect(text).toContain(f.saldoHoje.texto);
    expect(text).toContain(withAnnualEquivalents(f.incontroverso.texto));
    expect(text).toContain(f.valorDaCausa.texto);
    expect(text).toContain("R$ 2.088,60");
  });

  it("lists each IBGE value used with its SIDRA table, and the per-installment factor and corrected amount", () => {
    const c = build();
    const sources = c.sections.find((s) => s.heading === MEMORIA_SECTIONS.fontes)!;
    const table = sources.blocks.find((b) => b.kind === "table");
    expect(table && table.kind === "table" && table.rows[0]).toEqual([
      "fev/2023",
      "INPC",
      "0,30%",
      "1736",
    ]);
    // Payments jan/2023 … out/2023 corrected to dez/2025: fev/2023 … dez/2025 = 35 months.
    expect(table && table.kind === "table" && table.rows.length).toBe(35);
    const per = c.sections.find((s) => s.heading === MEMORIA_SECTIONS.porParcela)!;
    const rows = per.blocks.find((b) => b.kind === "table");
    const first = rows && rows.kind === "table" ? rows.rows[0]! : [];
    expect(first.slice(0, 7)).toEqual([
      "1",
      "jan/2023",
      "R$ 326,97",
      "R$ 118,11",
      "R$ 208,86",
      "não",
      "em dobro",
    ]);
    expect(first[7]).toBe((1.003 ** 35).toFixed(6).replace(".", ","));
    expect(first[8]).toBe(
      `R$ ${(Math.round(208.86 * 1.003 ** 35 * 100) / 100).toFixed(2).replace(".", ",")}`,
    );
  });

  it("states the method, sources, pending questions, juros de mora and what it is not", () => {
    const text = allText(build());
    for (const expected of [
      "PMT = P × i / (1 − (1 + i)^−n)",
      "bissecção",
      "1e-10",
      "https://api.bcb.gov.br/dados/serie/bcdata.sgs.25464/dados?formato=json",
      "cópia pública, em repositório de terceiros, da exportação do SGS (arquivo de 30/09/2025)",
      "https://sidra.ibge.gov.br/tabela/1736",
      "Tema 1.378",
      "Tema 929",
      "Tema 1.368",
      "Lei 14.905/2024",
      "CDC, art. 27",
      "o prazo conta-se até o ajuizamento da ação",
      "Data do cálculo da correção monetária: dez/2025.",
      "Não é laudo pericial contábil",
      "Decreto-Lei 9.295/1946; NBC TP 01",
      "não é parecer jurídico",
      "5,11% a.m. ou 81,86% a.a.",
    ])
      expect(text, expected).toContain(expected);
  });

  it("without a recalculation, says where to make it and prints no figures of it", () => {
    const text = allText(build({ revisao: null, calculo: null, entradaRevisao: null }));
    expect(text).toContain("O recálculo revisional não foi feito para esta análise.");
    expect(text).not.toContain("Valor da causa");
  });
});
