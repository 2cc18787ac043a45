// The legal page's two PDFs (SPEC §3 "Downloadable material: nome, url"; §7: in bucket 'modelos').
export const LEGAL_PDFS = {
  guia: {
    nome: "Guia de direitos do consumidor bancário",
    arquivo: "guia-direitos-consumidor-bancario.pdf",
    descricao: "Seus direitos no crédito, onde reclamar e o que guardar.",
  },
  taxas: {
    nome: "Tabela de taxas médias do Banco Central",
    arquivo: "tabela-taxas-medias-banco-central.pdf",
    descricao: "Médias mensais por modalidade desde março de 2011, com a fonte de cada série.",
  },
} as const;
