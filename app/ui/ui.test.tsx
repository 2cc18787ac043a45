// Server-rendered markup of the design system: the accessibility wiring other screens rely on.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Accordion, AccordionItem } from "./accordion";
import { Alert } from "./alert";
import { Button, ButtonLink } from "./button";
import { Checkbox } from "./checkbox";
import { Dialog } from "./dialog";
import { RadioGroup } from "./radio-group";
import { Select } from "./select";
import { TextAreaField, TextField } from "./text-field";

const html = (node: React.ReactNode) => renderToStaticMarkup(node);
const attr = (markup: string, tag: string, name: string) =>
  new RegExp(`<${tag}[^>]*\\s${name}="([^"]*)"`).exec(markup)?.[1];

describe("Button", () => {
  it("keeps the given loading text, disables itself and is busy", () => {
    const markup = html(
      <Button loading loadingText="Processando...">
        Analisar Contrato
      </Button>,
    );
    expect(markup).toContain("Processando...");
    expect(markup).not.toContain("Analisar Contrato");
    expect(markup).toMatch(/<button[^>]*disabled=""/);
    expect(markup).toMatch(/aria-busy="true"/);
    expect(attr(markup, "button", "type")).toBe("button");
  });

  it("shows the label when not loading and is 44px tall at the default size", () => {
    const markup = html(<Button type="submit">Enviar</Button>);
    expect(markup).toContain(">Enviar</button>");
    expect(markup).not.toMatch(/\sdisabled=""/);
    expect(attr(markup, "button", "class")).toContain("min-h-11");
    expect(attr(markup, "button", "type")).toBe("submit");
  });

  it("renders ButtonLink as a link", () => {
    const markup = html(
      <MemoryRouter>
        <ButtonLink to="/auth">Entrar</ButtonLink>
      </MemoryRouter>,
    );
    expect(markup).toMatch(/<a[^>]*href="\/auth"[^>]*>Entrar<\/a>/);
  });
});

describe("fields", () => {
  it("wires label, hint and error to a text field", () => {
    const markup = html(
      <TextField
        id="email"
        label="E-mail"
        hint="Use o e-mail do cadastro"
        error="E-mail inválido"
      />,
    );
    expect(markup).toContain('<label for="email"');
    expect(attr(markup, "input", "aria-describedby")).toBe("email-dica email-erro");
    expect(attr(markup, "input", "aria-invalid")).toBe("true");
    expect(markup).toMatch(/id="email-dica"[^>]*>Use o e-mail do cadastro</);
    expect(markup).toMatch(/id="email-erro"/);
    expect(markup).toContain("E-mail inválido");
  });

  it("has no aria-invalid nor describedby when there is nothing to describe", () => {
    const markup = html(<TextField label="Nome" name="nome" />);
    expect(attr(markup, "input", "aria-invalid")).toBeUndefined();
    expect(attr(markup, "input", "aria-describedby")).toBeUndefined();
    const id = attr(markup, "input", "id");
    expect(attr(markup, "label", "for")).toBe(id);
  });

  it("wires a textarea and a select the same way", () => {
    const area = html(<TextAreaField id="msg" label="Mensagem" error="Escreva sua mensagem" />);
    expect(attr(area, "textarea", "aria-describedby")).toBe("msg-erro");
    const select = html(
      <Select
        id="tipo"
        label="Tipo de contrato"
        placeholder="Selecione"
        hint="Escolha um"
        options={[{ value: "veiculo", label: "Financiamento de Veículo" }]}
      />,
    );
    expect(attr(select, "select", "aria-describedby")).toBe("tipo-dica");
    expect(select).toMatch(
      /<option value="">Selecione<\/option><option value="veiculo">Financiamento de Veículo<\/option>/,
    );
  });

  it("labels a checkbox and describes its error", () => {
    const markup = html(
      <Checkbox id="aceite" label="Autorizo o compartilhamento" error="Marque para continuar" />,
    );
    expect(attr(markup, "input", "type")).toBe("checkbox");
    expect(attr(markup, "input", "aria-describedby")).toBe("aceite-erro");
    expect(markup).toContain('<label for="aceite"');
  });

  it("puts radios in a fieldset named by its legend", () => {
    const markup = html(
      <RadioGroup
        legend="Setor"
        name="setor"
        defaultValue="inss"
        error="Escolha um setor"
        options={[
          { value: "inss", label: "INSS" },
          { value: "publico", label: "Setor público" },
        ]}
      />,
    );
    expect(markup).toMatch(/<fieldset[^>]*aria-describedby="[^"]*-erro"[^>]*><legend/);
    expect(markup.match(/type="radio"/g)).toHaveLength(2);
    expect(markup).toMatch(/<input(?=[^>]*checked="")[^>]*value="inss"/);
    expect(markup).not.toMatch(/<input(?=[^>]*checked="")[^>]*value="publico"/);
  });
});

describe("Dialog", () => {
  it("is a closed native dialog labelled by its title and described by its description", () => {
    const markup = html(
      <Dialog
        open={false}
        onClose={() => {}}
        title="Excluir conta"
        description="Esta ação não pode ser desfeita."
      >
        corpo
      </Dialog>,
    );
    expect(markup).toMatch(/^<dialog/);
    expect(markup).not.toMatch(/<dialog[^>]*\sopen/);
    expect(attr(markup, "dialog", "aria-modal")).toBe("true");
    const labelledBy = attr(markup, "dialog", "aria-labelledby");
    const describedBy = attr(markup, "dialog", "aria-describedby");
    expect(markup).toContain(`<h2 id="${labelledBy}"`);
    expect(markup).toContain(`<p id="${describedBy}"`);
    expect(markup).toMatch(/<button[^>]*aria-label="Fechar"/);
  });
});

describe("Accordion and Alert", () => {
  it("uses details/summary", () => {
    const markup = html(
      <Accordion>
        <AccordionItem title="Pergunta" open>
          Resposta
        </AccordionItem>
      </Accordion>,
    );
    expect(markup).toMatch(/<details[^>]*open=""[^>]*><summary[^>]*><span>Pergunta<\/span>/);
  });

  it("announces danger as an alert and info as a status", () => {
    expect(html(<Alert tone="danger" title="Erro" />)).toMatch(/^<div role="alert"/);
    expect(html(<Alert tone="info" title="Aviso" />)).toMatch(/^<div role="status"/);
    expect(html(<Alert tone="info" role="none" title="Aviso" />)).not.toContain("role=");
  });
});
