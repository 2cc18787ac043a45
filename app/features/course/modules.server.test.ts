import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parseCourseModule } from "./module-format";
import { readCourseModules } from "./modules.server";

const GOOD = `# Margem consignável

> Quanto do seu salário pode ir para o consignado, e o que fazer quando passa disso.

## O que é a margem

A margem é a parte do benefício que pode ser descontada. Veja **o limite** no [Meu INSS](https://meu.inss.gov.br).

- primeiro ponto;
- segundo ponto com [link](https://www.gov.br/inss).

## Como conferir
Texto logo abaixo do título.

## Fontes

- [Lei nº 10.820/2003](https://www.planalto.gov.br/ccivil_03/leis/2003/l10.820.htm)
- [Res. CMN 5.057/2022](https://www.bcb.gov.br/estabilidadefinanceira/exibenormativo?tipo=Resolu%C3%A7%C3%A3o%20CMN&numero=5057)
`;

describe("course module format", () => {
  it("reads title, summary, sections and sources", () => {
    const m = parseCourseModule("01-margem-consignavel.md", GOOD);
    expect(m).toMatchObject({
      number: 1,
      slug: "margem-consignavel",
      title: "Margem consignável",
      summary: "Quanto do seu salário pode ir para o consignado, e o que fazer quando passa disso.",
    });
    expect(m.blocks.map((b) => b.type)).toEqual(["h2", "p", "ul", "h2", "p"]);
    expect(m.blocks.some((b) => "text" in b && b.text === "Fontes")).toBe(false);
    expect(m.sources).toEqual([
      {
        text: "Lei nº 10.820/2003",
        url: "https://www.planalto.gov.br/ccivil_03/leis/2003/l10.820.htm",
      },
      {
        text: "Res. CMN 5.057/2022",
        url: "https://www.bcb.gov.br/estabilidadefinanceira/exibenormativo?tipo=Resolu%C3%A7%C3%A3o%20CMN&numero=5057",
      },
    ]);
  });

  it.each([
    ["margem.md", GOOD, "NN-slug.md"],
    ["01-a.md", GOOD.replace("# Margem consignável", "Margem"), "primeira linha"],
    ["01-a.md", GOOD.replace("> Quanto", "Quanto"), "Resumo"],
    ["01-a.md", GOOD.replace("## Fontes", "## Referências"), '"## Fontes"'],
    ["01-a.md", GOOD.replace("(https://www.planalto", "(http://www.planalto"), "fonte fora"],
    ["01-a.md", GOOD.replace("(https://www.planalto", "(javascript:alert(1)"), "fonte fora"],
    ["01-a.md", `${GOOD.split("## Fontes")[0]}## Fontes\n`, "sem nenhuma fonte"],
    ["01-a.md", "# T\n\n> R.\n\n## Fontes\n\n- [A](https://a.b)\n", "sem texto"],
  ])("refuses %s with a message that names the problem", (file, text, why) => {
    expect(() => parseCourseModule(file, text)).toThrow(why);
  });
});

describe("course module folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "curso-modulos-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("lists the modules in file order and leaves out (and names) a broken file", () => {
    writeFileSync(
      path.join(dir, "02-portabilidade.md"),
      GOOD.replace("Margem consignável", "Portabilidade"),
    );
    writeFileSync(path.join(dir, "01-margem-consignavel.md"), GOOD);
    writeFileSync(path.join(dir, "03-quebrado.md"), "sem título");
    writeFileSync(path.join(dir, "LEIA-ME.txt"), "não é módulo");
    const loaded = readCourseModules(dir);
    expect(loaded.modules.map((m) => [m.number, m.slug, m.title])).toEqual([
      [1, "margem-consignavel", "Margem consignável"],
      [2, "portabilidade", "Portabilidade"],
    ]);
    expect(loaded.errors).toEqual([expect.stringContaining("03-quebrado.md")]);
  });

  it("answers no module (and no error) when the folder does not exist", () => {
    expect(readCourseModules(path.join(dir, "nada"))).toEqual({ modules: [], errors: [] });
  });

  it("every committed module file keeps the format", () => {
    expect(readCourseModules().errors).toEqual([]);
  });
});
