// A person's name as the product accepts it (DESIGN §7.11, issue 11 item 6): one line, at most
// 120 characters, and nothing that reads as a link ("://", "www." or a dotted domain such as
// "banco-seguro.com"), because names go into the e-mails we send to other people.

export const PERSON_NAME_MAX = 120;

export const PERSON_NAME_MSG = {
  required: "Informe seu nome.",
  tooLong: `O nome pode ter até ${PERSON_NAME_MAX} caracteres.`,
  oneLine: "O nome deve ter uma linha só, sem endereços de site.",
} as const;

// A dot between letters/digits followed by 2+ letters: "site.com", "x.com.br" (not "Jr." or "J. Silva").
const DOTTED_DOMAIN = /[\p{L}\p{N}-]\.[\p{L}]{2,}(?![\p{L}])/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is refused
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

// Dots a mail client or browser also reads as the dot of a domain (IDNA): the ideographic ones
// survive NFKC, which already folds full-width "．", "／", "：" and letters to their ASCII forms.
const IDEOGRAPHIC_DOTS = /[\u3002\uff61]/g;

/** null when the name is acceptable (after trimming); otherwise the pt-BR message. */
export function personNameProblem(value: unknown): string | null {
  if (typeof value !== "string" || !value.trim()) return PERSON_NAME_MSG.required;
  const name = value.trim();
  if (name.length > PERSON_NAME_MAX) return PERSON_NAME_MSG.tooLong;
  // Issue 23: "golpe．com" must not pass where "golpe.com" does not.
  const asRead = name.normalize("NFKC").replace(IDEOGRAPHIC_DOTS, ".");
  if (
    CONTROL.test(name) ||
    asRead.includes("://") ||
    /www\./i.test(asRead) ||
    DOTTED_DOMAIN.test(asRead)
  ) {
    return PERSON_NAME_MSG.oneLine;
  }
  return null;
}
