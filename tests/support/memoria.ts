// The first download of a memória de cálculo (DESIGN §8.10): the link leads to the identification
// form, which asks the full name (and optionally the rest) and goes on to the PDF.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";

export async function downloadFirstMemoria(
  page: Page,
  fields: { nome: string; cpf?: string; banco?: string; contrato?: string },
): Promise<Buffer> {
  const main = page.locator("main");
  await main.getByRole("link", { name: "Baixar memória de cálculo (PDF)" }).click();
  await main.getByRole("heading", { name: "Identificação na memória de cálculo" }).waitFor();
  await main.getByLabel("Nome completo").fill(fields.nome);
  if (fields.cpf) await main.getByLabel("CPF (opcional)").fill(fields.cpf);
  if (fields.banco) await main.getByLabel("Banco").fill(fields.banco);
  if (fields.contrato) await main.getByLabel("Número do contrato").fill(fields.contrato);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    main.getByRole("button", { name: "Salvar e baixar a memória de cálculo" }).click(),
  ]);
  return readFileSync((await download.path())!);
}
