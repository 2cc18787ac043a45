// pt-BR plurals instead of "parcela(s)" (issue "Journeys" item 7): the count picks the word.
/** "1 parcela", "2 parcelas", "0 parcelas" (zero is plural in pt-BR). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}

/** The word alone, for phrases where the number comes elsewhere. */
export function pluralWord(count: number, singular: string, pluralForm = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : pluralForm;
}

/** "1 parcela já paga", "30 parcelas já pagas": the qualifier's last word agrees with the count. */
export function parcelas(count: number, qualifier = ""): string {
  const one = Math.abs(count) === 1;
  const words = qualifier ? ` ${one ? qualifier : `${qualifier}s`}` : "";
  return `${count} ${one ? "parcela" : "parcelas"}${words}`;
}

/** "Na" before one installment, "Nas" before several (zero included). */
export const naNas = (count: number): string => (Math.abs(count) === 1 ? "Na" : "Nas");
