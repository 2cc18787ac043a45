// The seven educational videos (SPEC §9; DESIGN D19). Seeded into the `videos` table without a
// url: each shows "Em breve" until the admin uploads an mp4 or sets an external address.
export const VIDEO_CATALOGUE: readonly string[] = [
  "Como saber se os juros do seu contrato são abusivos",
  "Taxa média do Banco Central: onde consultar e como comparar",
  "Seguro prestamista: quando é venda casada",
  "Pedido administrativo: SAC, Ouvidoria e Banco Central",
  "Reclamação no consumidor.gov.br passo a passo",
  "Tabela Price e CET: entenda as parcelas do seu contrato",
  "Busca e apreensão de veículo: conheça seus direitos",
];
