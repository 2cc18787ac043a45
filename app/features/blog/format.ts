// pt-BR labels shared by the list and the article pages.
const dateFormat = new Intl.DateTimeFormat("pt-BR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Sao_Paulo",
});

/** "6 de outubro de 2025" */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "5 min" → "5 min de leitura" */
export function readTimeText(readTime: string): string {
  return `${readTime} de leitura`;
}
