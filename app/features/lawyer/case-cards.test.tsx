// Meus Casos states rendered on the server: the streaming fallback, the empty list, a card.
import { Suspense } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Await, createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CaseCards, CasesLoading, LAUDO_PLAN_NOTICE } from "./case-cards";
import { NOTE_MSG } from "./case-notes";
import type { MyCase } from "./cases.server";
import { ToastProvider } from "~/ui/toast";

/** The cards inside a data router: the pipeline form is a fetcher. */
function renderCards(cases: MyCase[]): string {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ToastProvider>
          <CaseCards cases={cases} />
        </ToastProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

/** A freshly selected case: "novo" since the selection, untouched. */
const PIPELINE = {
  estado: "novo" as const,
  estadoEm: "2025-03-10T13:05:00.000Z",
  historico: [{ estado: "novo" as const, em: "2025-03-10T13:05:00.000Z" }],
  parado: null,
  encerradoPeloConsumidor: null,
};

describe("Meus Casos cards", () => {
  it("shows 'Carregando...' while the cases are on their way", () => {
    const pending = new Promise<never>(() => {});
    const html = renderToStaticMarkup(
      <Suspense fallback={<CasesLoading />}>
        <Await resolve={pending}>{() => <p>casos</p>}</Await>
      </Suspense>,
    );
    expect(html).toContain("Carregando...");
    expect(html).not.toContain("casos");
  });

  it("shows the spec's empty text", () => {
    expect(renderCards([])).toContain("Você ainda não selecionou nenhum caso.");
  });

  it("shows the joined request with contact links and the selection date in pt-BR", () => {
    const html = renderCards([
      {
        id: "c1",
        dataSelecao: "2025-03-10T13:05:00.000Z",
        solicitacao: {
          nome: "Ana Cliente",
          cidade: "Niterói",
          estado: "RJ",
          descricao: "Consignado com juros altos",
          telefone: "(21) 99999-0000",
          email: "ana@example.com",
        },
        laudo: false,
        laudoBloqueado: false,
        anotacao: null,
        ferramentas: false,
        ...PIPELINE,
      },
    ]);
    for (const text of [
      "Ana Cliente",
      "Niterói/RJ",
      "Consignado com juros altos",
      "(21) 99999-0000",
      "ana@example.com",
      "10/03/2025, 10:05",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="tel:+5521999990000"');
    expect(html).toContain('href="mailto:ana@example.com"');
    expect(html).not.toContain("Memória de cálculo anexada pelo cliente");
  });

  it("links the laudo the consumer attached (DESIGN §7.8)", () => {
    const html = renderCards([
      {
        id: "c2",
        dataSelecao: "2025-03-10T13:05:00.000Z",
        solicitacao: {
          nome: "Bia",
          cidade: "Natal",
          estado: "RN",
          descricao: "Empréstimo pessoal",
          telefone: "(84) 99999-0000",
          email: "b@example.com",
        },
        laudo: true,
        laudoBloqueado: false,
        anotacao: null,
        ferramentas: false,
        ...PIPELINE,
      },
    ]);
    expect(html).toContain("Memória de cálculo anexada pelo cliente");
    expect(html).toContain('href="/meus-casos/c2/laudo.pdf"');
    expect(html).toContain('href="/meus-casos/c2/laudo.pdf?baixar=1"');
    expect(html).toContain('href="/meus-casos/c2/peticao-inicial.docx"');
    expect(html).not.toContain(LAUDO_PLAN_NOTICE);
  });

  it("shows a free lawyer the plan notice and 'Ver planos' instead of the laudo links (DESIGN D17)", () => {
    const html = renderCards([
      {
        id: "c3",
        dataSelecao: "2025-03-10T13:05:00.000Z",
        solicitacao: {
          nome: "Caio",
          cidade: "Natal",
          estado: "RN",
          descricao: "Cartão RMC",
          telefone: "(84) 99999-0001",
          email: "c@example.com",
        },
        laudo: true,
        laudoBloqueado: true,
        anotacao: null,
        ferramentas: false,
        ...PIPELINE,
      },
    ]);
    expect(html).toContain("Memória de cálculo anexada pelo cliente");
    expect(html).toContain(
      "A memória de cálculo dos casos selecionados é exclusiva dos planos Starter e Master.",
    );
    expect(html).toContain('href="/assinatura?area=revisaconecta#planos-revisaconecta"');
    expect(html).toContain(">Ver planos</a>");
    expect(html).not.toContain("/meus-casos/c3/laudo.pdf");
    expect(html).not.toContain("/meus-casos/c3/peticao-inicial.docx");
  });

  it("locks notes and export for a free lawyer, with 'Ver planos' (DESIGN D17)", () => {
    const html = renderCards([
      {
        id: "c4",
        dataSelecao: "2025-03-10T13:05:00.000Z",
        solicitacao: {
          nome: "Duda",
          cidade: "Natal",
          estado: "RN",
          descricao: "Cartão RMC",
          telefone: "(84) 99999-0002",
          email: "d@example.com",
        },
        laudo: false,
        laudoBloqueado: false,
        anotacao: null,
        ferramentas: false,
        ...PIPELINE,
      },
    ]);
    expect(html).toContain(NOTE_MSG.lockedNotice);
    expect(html).toContain(
      "Anotação privada: Anotações e exportação são exclusivas dos planos Starter e Master.",
    );
    expect(html).toMatch(
      /<button type="button" disabled="" aria-disabled="true"[^>]*>.*Exportar casos \(CSV\)<\/button>/,
    );
    expect(html).not.toContain('href="/meus-casos/exportar.csv"');
    expect(html).not.toContain('name="anotacao"');
  });
});
