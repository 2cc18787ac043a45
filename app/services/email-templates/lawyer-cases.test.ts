import { describe, expect, it } from "vitest";
import { caseStateChangedEmail, lawyerDigestEmail, oabDecisionEmail } from "./lawyer-cases";

describe("lawyer's working day e-mails", () => {
  it("tells the consumer the state a lawyer set, with the OAB, and no forecast", () => {
    const m = caseStateChangedEmail({
      consumerName: "Paula Lima",
      requestedAt: new Date("2026-11-20T15:00:00Z"),
      lawyer: { nome: "Dra. Vera www.exemplo.com", oab: "963852", oabUf: "PE" },
      estado: "Contratado",
      url: "https://revisafacil.example/minhas-solicitacoes",
    });
    expect(m.subject).toBe("Seu pedido de ajuda jurídica: Contratado");
    expect(m.text).toContain("Olá, Paula!");
    expect(m.text).toContain(
      '(OAB/PE nº 963852) marcou seu pedido de ajuda jurídica de 20/11/2026 como "Contratado"',
    );
    expect(m.text).toContain("não indica chance de resultado");
    // A name typed by a person never becomes a link.
    expect(m.text).not.toContain("www.exemplo.com");
    expect(m.html).toContain("https://revisafacil.example/minhas-solicitacoes");
  });

  it("lists new cases and untouched cases without naming any consumer", () => {
    const m = lawyerDigestEmail({
      lawyerName: "Dra. Vera Andamento",
      novos: [
        {
          local: "Recife/PE",
          tipo: "Empréstimo Pessoal",
          recebidoEm: new Date("2026-11-25T12:00:00Z"),
        },
      ],
      parados: [{ local: "Olinda/PE", estado: "Contatado", parado: "Sem movimentação há 8 dias" }],
      opportunitiesUrl: "https://x.example/oportunidades-advogados",
      casesUrl: "https://x.example/meus-casos",
    });
    expect(m.subject).toBe("RevisaConecta: 1 novo pedido para você");
    expect(m.text).toContain("• Recife/PE — Empréstimo Pessoal, recebido em 25/11/2026");
    expect(m.text).toContain("• Olinda/PE — Contatado: Sem movimentação há 8 dias");
  });

  it("gives the OAB result: verified, or rejected with the admin's reason", () => {
    const ok = oabDecisionEmail({
      lawyerName: "Dra. Vera",
      oab: "963852",
      oabUf: "PE",
      decisao: "verificado",
      motivo: null,
      url: "https://x.example/oportunidades-advogados",
    });
    expect(ok.subject).toBe("RevisaConecta: sua inscrição na OAB foi verificada");
    expect(ok.text).toContain("OAB/PE nº 963852");
    const no = oabDecisionEmail({
      lawyerName: "Dr. Pedro",
      oab: "1",
      oabUf: "SP",
      decisao: "rejeitado",
      motivo: "Número não encontrado no CNA.",
      url: "https://x.example/oportunidades-advogados",
    });
    expect(no.subject).toBe("RevisaConecta: sua inscrição na OAB não foi verificada");
    expect(no.text).toContain("Motivo: Número não encontrado no CNA.");
  });
});
