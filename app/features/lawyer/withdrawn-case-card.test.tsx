// DESIGN §8b.25: a case whose consumer deleted the account shows "Retirado pelo titular", the
// selection date and nothing of the person (no contact links, no laudo, no note form).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CaseCards } from "./case-cards";
import { LAWYER_MSG } from "./messages";

describe("Meus Casos: a withdrawn case", () => {
  it("shows the record without the consumer's data, the laudo or the note", () => {
    const html = renderToStaticMarkup(
      <CaseCards
        cases={[
          {
            id: "c9",
            dataSelecao: "2025-03-10T13:05:00.000Z",
            solicitacao: {
              nome: "",
              cidade: "",
              estado: "SP",
              descricao: "",
              telefone: "",
              email: "",
            },
            laudo: false,
            laudoBloqueado: false,
            anotacao: null,
            ferramentas: true,
            retiradoEm: "2025-04-02T15:00:00.000Z",
            estado: "contatado",
            estadoEm: "2025-03-12T13:05:00.000Z",
            historico: [],
            parado: null,
            encerradoPeloConsumidor: null,
          },
        ]}
      />,
    );
    expect(html).toContain(LAWYER_MSG.withdrawnTitle);
    expect(html).toContain("Selecionado em 10/03/2025, 10:05");
    expect(html).toContain("Em 02/04/2025, 12:00.");
    for (const absent of ["tel:", "wa.me", "mailto:", "laudo.pdf", "<textarea", "<form"])
      expect(html).not.toContain(absent);
  });
});
