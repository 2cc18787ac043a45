// The calculator form must not shrink when the page hydrates (issue 12 item 5: no layout shift).
// The fields shown only to browsers without JavaScript live in <noscript>; outside it, the server
// HTML holds exactly what the hydrated form shows before a contract type is chosen.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AnalysisFields } from "./analysis-fields";

const render = (surface: "painel" | "calculadora", defaults = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AnalysisFields surface={surface} defaults={defaults} />
    </MemoryRouter>,
  );
const split = (html: string) => {
  const match = /<noscript>([\s\S]*)<\/noscript>/.exec(html);
  return { inside: match?.[1] ?? "", outside: match ? html.replace(match[0], "") : html };
};

describe("AnalysisFields before a type is chosen", () => {
  it("calculator: sector, day, rate and 'Descobrir minha taxa' only inside <noscript>", () => {
    const { inside, outside } = split(render("calculadora"));
    for (const name of ['name="setor"', 'name="dia"', 'name="taxa"', "Descobrir minha taxa"]) {
      expect(inside).toContain(name);
      expect(outside).not.toContain(name);
    }
    expect(outside).toContain('name="tipo"');
    expect(outside).toContain('name="mes"');
  });

  it("dashboard: sector and day only inside <noscript>, no rate field before the type", () => {
    const { inside, outside } = split(render("painel"));
    expect(inside).toContain('name="setor"');
    expect(inside).toContain('name="dia"');
    expect(inside).not.toContain('name="taxa"');
    expect(outside).not.toContain('name="setor"');
  });

  it("with a type (a form sent back with errors) the fields are outside <noscript>", () => {
    const html = render("calculadora", { tipo: "emprestimo_consignado" });
    expect(html).not.toContain("<noscript>");
    expect(html).toContain('name="dia"');
    expect(html).toContain('name="taxa"');
  });
});
