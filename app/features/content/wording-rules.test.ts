// Wording rules for what consumers and lawyers read (issue "Journeys" item 7): no "(s)" plurals,
// no doubled full stop ("Ltda..", "a.m.."), no internal phrasing. The texts are rendered the way
// the pages render them (legal pages with the default and a fully identified company, plans,
// forms, e-mails, result guidance) and scanned.
import { describe, expect, it } from "vitest";
import { CONTRACT_TYPES } from "~/domain/contract-types";
import { PLANS } from "~/domain/plans";
import { BILLING_MESSAGES } from "~/features/billing/messages";
import { PLAN_INVITATION } from "~/features/billing/subscribe-messages";
import { SAVED_ANALYSIS_MSG } from "~/features/analysis/messages";
import { HISTORY_MSG } from "~/features/history/texts";
import { LAWYER_MSG } from "~/features/lawyer/messages";
import { MSG, RESET_MSG } from "~/platform/auth-messages";
import { resetPasswordMessage } from "~/services/email-templates/account";
import { suggestedActionsFor } from "../../../editorial/analysis/guidance";
import * as lawyerRequest from "../../../editorial/forms/lawyer-request";
import * as support from "../../../editorial/forms/support";
import { DEFAULT_COMPANY } from "../../../editorial/legal/company";
import { privacyPolicy } from "../../../editorial/legal/privacy-policy";
import { termsOfUse } from "../../../editorial/legal/terms-of-use";
import { TERMS_PLANS } from "./terms-of-use";

/** Every string inside a value (objects, arrays, functions called with a sample). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const FULL_COMPANY = {
  ...DEFAULT_COMPANY,
  cnpj: "12.345.678/0001-90",
  address: "Rua Exemplo, 100, São Paulo/SP",
  dpoName: "Maria Encarregada",
};

const TEXTS: [string, string[]][] = [
  ["termos", strings(termsOfUse(DEFAULT_COMPANY, TERMS_PLANS))],
  ["termos (empresa identificada)", strings(termsOfUse(FULL_COMPANY, TERMS_PLANS))],
  ["privacidade", strings(privacyPolicy(DEFAULT_COMPANY))],
  ["privacidade (empresa identificada)", strings(privacyPolicy(FULL_COMPANY))],
  ["planos", strings(PLANS)],
  ["formulários", strings([lawyerRequest, support, PLAN_INVITATION])],
  [
    "e-mail de suporte",
    [false, true].flatMap((priority) =>
      strings(
        support.supportConfirmationText({
          nome: "Ana",
          mensagem: "Olá",
          replyTo: "ana@example.com",
          priority,
        }),
      ),
    ),
  ],
  ["e-mail de senha", strings(resetPasswordMessage("https://x.test/r", "RevisaConecta"))],
  [
    "mensagens",
    strings([MSG, RESET_MSG, LAWYER_MSG, BILLING_MESSAGES, HISTORY_MSG, SAVED_ANALYSIS_MSG]),
  ],
  [
    "ações sugeridas",
    CONTRACT_TYPES.flatMap((tipo) =>
      (["abusivo", "sem_irregularidade", "sem_irregularidade_grave"] as const).flatMap((kind) => [
        ...suggestedActionsFor(kind, tipo),
      ]),
    ),
  ],
];

describe("wording rules", () => {
  it.each(TEXTS)("%s: no '(s)', no doubled full stop, no internal phrasing", (_, texts) => {
    expect(texts.length).toBeGreaterThan(0);
    // As the page shows it: markdown's bold marks do not hide a doubled full stop ("Ltda.**.").
    for (const text of texts.map((t) => t.replaceAll("**", ""))) {
      expect(text, text).not.toMatch(/\p{L}\(s\)/u);
      expect(text, text).not.toMatch(/[^.]\.\.(?!\.)/);
      expect(text, text).not.toContain("a.m..");
      expect(text, text).not.toMatch(/vigência não encontrad/);
    }
  });

  it("a consignado result never suggests the RMC/RCC card's question; a card result does", () => {
    const card = /cartão consignado \(RMC\/RCC\)/;
    for (const kind of ["abusivo", "sem_irregularidade", "sem_irregularidade_grave"] as const) {
      expect(suggestedActionsFor(kind, "emprestimo_consignado").join(" ")).not.toMatch(card);
    }
    expect(suggestedActionsFor("sem_irregularidade_grave", "cartao_consignado").join(" ")).toMatch(
      card,
    );
  });

  it("the lawyer's reset e-mail carries the RevisaConecta brand", () => {
    const mail = resetPasswordMessage(
      "https://x.test/redefinir-senha?token=t&area=revisaconecta",
      "RevisaConecta",
    );
    expect(mail.subject).toBe("Redefinição de senha do RevisaConecta");
    expect(mail.text).toContain("— Equipe RevisaConecta");
    expect(mail.text).not.toContain("RevisaFácil");
  });
});
