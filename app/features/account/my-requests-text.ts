// Texts of /minhas-solicitacoes (issue "lawyer's working day" item 3). Plain and neutral: the page
// says what each lawyer recorded, never which lawyer to choose (OAB Provimento 205/2021).
export const MY_REQUESTS_MSG = {
  title: "Minhas solicitações",
  description:
    "Seus pedidos de ajuda jurídica, os advogados parceiros que os selecionaram e o andamento que cada um registrou.",
  none: "Você ainda não enviou nenhum pedido de ajuda jurídica com esta conta.",
  newRequest: "Pedir ajuda a um advogado parceiro",
  noLawyer: "Nenhum advogado selecionou este pedido até agora.",
  lawyerNote:
    "A ordem é a da seleção. O andamento é o registro que cada advogado faz; ele não indica chance de resultado, e você não é obrigado a contratar ninguém. Antes de contratar, confira a inscrição no Cadastro Nacional dos Advogados (cna.oab.org.br).",
  revoked: "Compartilhamento revogado: o pedido não aparece mais para novos advogados.",
  endOne: "Encerrar compartilhamento com este advogado",
  endAll: "Encerrar compartilhamento com todos",
  endOneHint:
    "O advogado deixa de ver seus contatos e o laudo aqui; o que ele já recebeu deve ser tratado conforme a lei e o sigilo profissional.",
  endAllHint:
    "Revoga o consentimento de compartilhamento (LGPD, Art. 8º, § 5º): nenhum novo advogado verá o pedido, e os que o selecionaram deixam de ver seus contatos e o laudo aqui.",
  endedOne: "Compartilhamento encerrado com este advogado.",
  endedAll: "Compartilhamento encerrado com todos os advogados.",
  endedBadge: "Compartilhamento encerrado",
  notFound: "Pedido não encontrado na sua conta.",
  failed: "Não foi possível encerrar o compartilhamento agora. Tente novamente.",
} as const;
