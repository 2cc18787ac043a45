// Landing-page copy. No invented figures (DESIGN D25): numbers shown come from our own data.
export const howItWorks = [
  {
    title: "Informe o contrato",
    text: "Escolha o tipo de contrato, o mês e o ano em que você assinou e, se for o caso, a taxa de juros mensal.",
  },
  {
    title: "Comparamos com o Banco Central",
    text: "Buscamos a taxa média oficial do mês da assinatura para o mesmo tipo de operação.",
  },
  {
    title: "Veja o resultado e os próximos passos",
    text: "Você vê se há indício de juros abusivos, se existe seguro que pode ser devolvido e o que fazer.",
  },
] as const;

export const benefits = [
  {
    title: "Dados oficiais",
    text: "Taxas médias mensais do Banco Central, com a série e o mês usados em cada análise.",
  },
  {
    title: "Rápido e sem papelada",
    text: "Sem enviar documentos: bastam algumas informações que estão no seu contrato.",
  },
  {
    title: "Seguro prestamista",
    text: "Identificamos a venda casada do seguro e explicamos como pedir a devolução.",
  },
  {
    title: "Caminho até um advogado",
    text: "Se houver indício de abuso, você pode pedir ajuda a um advogado parceiro.",
  },
] as const;

export const objections = [
  {
    q: "“Contrato assinado não se discute.”",
    a: "O Código de Defesa do Consumidor permite revisar cláusulas que estabeleçam obrigações excessivas (art. 6º, V, e art. 51, IV). Assinar não tira esse direito.",
  },
  {
    q: "“Isso deve ser caro.”",
    a: "A primeira análise do mês é gratuita. Os planos pagos custam a partir de R$ 19,90 por mês e podem ser cancelados quando você quiser.",
  },
  {
    q: "“Não entendo nada de juros.”",
    a: "Você não precisa. Mostramos o resultado em português claro, com os números lado a lado.",
  },
] as const;
