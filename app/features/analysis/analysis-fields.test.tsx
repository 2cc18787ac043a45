// The calculator form must not shrink when the page hydrates (issue 12 item 5: no layout shift).
// The fields shown only to browsers without JavaScript live in <noscript>; outside it, the server
// HTML holds exactly what the hydrated form shows before a contract type is chosen.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLazyModules } from "~/platform/lazy-module";
import { AnalysisFields } from "./analysis-fields";

// As entry.server does before each render: the rate parts are a chunk of their own.
beforeAll(() => loadLazyModules());

const render = (defaults = {}) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <AnalysisFields defaults={defaults} />
    </MemoryRouter>,
  );
const split = (html: string) => {
  const match = /<noscript>([\s\S]*)<\/noscript>/.exec(html);
  return { inside: match?.[1] ?? "", outside: match ? html.replace(match[0], "") : html };
};

describe("AnalysisFields before a type is chosen", () => {
  it("sector, day, rate and 'Descobrir minha taxa' only inside <noscript> (dashboard and calculator)", () => {
    const { inside, outside } = split(render());
    for (const name of ['name="setor"', 'name="dia"', 'name="taxa"', "Descobrir minha taxa"]) {
      expect(inside).toContain(name);
      expect(outside).not.toContain(name);
    }
    expect(outside).toContain('name="tipo"');
    expect(outside).toContain('name="mes"');
  });

  it("a vehicle loan carried from the calculator shows its optional rate beside 'Descobrir minha taxa' (DESIGN §8.18)", () => {
    const html = render({ tipo: "financiamento_veiculo", taxa: "3,2" });
    expect(html).toContain('name="taxa"');
    expect(html).toContain('value="3,2"');
    expect(html).not.toMatch(/name="taxa"[^>]*required/);
    expect(html).toContain("Descobrir minha taxa");
  });

  it("with a type (a form sent back with errors) the fields are outside <noscript>", () => {
    const html = render({ tipo: "emprestimo_consignado" });
    expect(html).not.toContain("<noscript>");
    expect(html).toContain('name="dia"');
    expect(html).toContain('name="taxa"');
  });
});
