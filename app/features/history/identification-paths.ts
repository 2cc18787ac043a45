// Where the memória de cálculo and its identification form live (DESIGN §8.9: new routes use
// memoria-de-calculo; /laudo.pdf links keep working by a redirect).
export const memoriaPath = (analysisId: string) =>
  `/minhas-analises/${analysisId}/memoria-de-calculo.pdf`;

/** `toPdf`: the form was opened by the first download and goes on to the PDF when saved. */
export const identificationPath = (analysisId: string, { toPdf = false } = {}) =>
  `/minhas-analises/${analysisId}/identificacao${toPdf ? "?voltar=memoria" : ""}`;
