// pt-BR plurals instead of "parcela(s)" (issue "Journeys" item 7): the count picks the word.
/** "1 parcela", "2 parcelas", "0 parcelas" (zero is plural in pt-BR). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${Math.abs(count) === 1 ? singular : pluralForm}`;
}

/** The word alone, for phrases where the number comes elsewhere. */
export function pluralWord(count: number, singular: string, pluralForm = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : pluralForm;
}
