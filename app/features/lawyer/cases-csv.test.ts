import { describe, expect, it } from "vitest";
import { casesCsv, CSV_HEADER, csvFileName } from "./cases-csv";
import { NOTE_MSG, noteSchema } from "./case-notes";

const item = (
  over: Partial<{
    nome: string;
    descricao: string;
    anotacao: string | null;
    dataSelecao: string;
  }> = {},
) => ({
  dataSelecao: over.dataSelecao ?? "2026-03-01T02:30:00.000Z",
  anotacao: over.anotacao === undefined ? "Ligar na segunda" : over.anotacao,
  estado: "contatado" as const,
  estadoEm: "2026-03-02T12:15:00.000Z",
  historico: [
    { estado: "novo" as const, em: "2026-03-01T02:30:00.000Z" },
    { estado: "contatado" as const, em: "2026-03-02T12:15:00.000Z" },
  ],
  solicitacao: {
    nome: over.nome ?? "João da Silva",
    cidade: "São Paulo",
    estado: "SP",
    descricao: over.descricao ?? "Consignado; juros de 4% a.m.",
    telefone: "11912345678",
    email: "joao@example.com",
  },
});

describe("Meus Casos CSV (DESIGN D17 export)", () => {
  it("starts with a UTF-8 BOM, separates with ';', ends lines with CRLF, dates in São Paulo time", () => {
    const csv = casesCsv([item()]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADER.map((h) => `"${h}"`).join(";"));
    expect(lines[0]).toBe(
      '"Nome";"Telefone";"E-mail";"Cidade";"UF";"Descrição";"Data da seleção";"Anotação";"Estado do caso";"Estado desde";"Andamento"',
    );
    // 02:30 UTC on 1 March is still 28 February, 23:30 in São Paulo.
    expect(lines[1]).toBe(
      '"João da Silva";"(11) 91234-5678";"joao@example.com";"São Paulo";"SP";"Consignado; juros de 4% a.m.";"28/02/2026 23:30";"Ligar na segunda";"Contatado";"02/03/2026 09:15";"Novo 28/02/2026 23:30 → Contatado 02/03/2026 09:15"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
  });

  it("doubles quotes, keeps line breaks inside the quoted field, and defuses formulas", () => {
    const csv = casesCsv([
      item({ nome: 'Ana "Bia" Souza', descricao: "linha 1\nlinha 2", anotacao: '=HYPERLINK("x")' }),
    ]);
    expect(csv).toContain('"Ana ""Bia"" Souza"');
    expect(csv).toContain('"linha 1\nlinha 2"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(
      casesCsv([item({ anotacao: null })]).endsWith(
        ';"28/02/2026 23:30";"";"Contatado";"02/03/2026 09:15";"Novo 28/02/2026 23:30 → Contatado 02/03/2026 09:15"\r\n',
      ),
    ).toBe(true);
  });

  it("is only the header for no cases, and names the file with the day", () => {
    expect(casesCsv([])).toBe(`\uFEFF${CSV_HEADER.map((h) => `"${h}"`).join(";")}\r\n`);
    expect(csvFileName(new Date("2026-11-23T12:00:00Z"))).toBe(
      "meus-casos-revisaconecta-2026-11-23.csv",
    );
  });
});

describe("note schema", () => {
  it("takes up to 5.000 characters, refusing more in pt-BR", () => {
    expect(noteSchema.safeParse({ anotacao: "x".repeat(5000) }).success).toBe(true);
    const over = noteSchema.safeParse({ anotacao: "x".repeat(5001) });
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe("A anotação pode ter no máximo 5.000 caracteres.");
    expect(NOTE_MSG.tooLong).toBe("A anotação pode ter no máximo 5.000 caracteres.");
    expect(noteSchema.safeParse({}).error?.issues[0]?.message).toBe(NOTE_MSG.invalid);
  });
});
