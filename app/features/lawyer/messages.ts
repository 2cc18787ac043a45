// Every text the lawyer area shows (SPEC §2 "Lawyer area screens", §8, §9; DESIGN D17/D18).
// The spec's own texts are kept to the letter; the rest follow the same plain, direct tone.
export const LAWYER_MSG = {
  errorTitle: "Erro",
  loading: "Carregando...",
  sending: "Enviando...",
  // Meus Casos.
  noCases: "Você ainda não selecionou nenhum caso.",
  // Support (SPEC §4 "Lawyer support submission", §8).
  supportPlanOnly: "Apenas usuários dos planos Starter ou Master podem enviar suporte.",
  supportSent: "Mensagem enviada!",
  supportFailed: "Erro ao enviar mensagem de suporte. Tente novamente.",
  supportReplyTime: "Nossa equipe responde em até 2 dias úteis, no e-mail que você informou.",
  // Case selection (DESIGN D17/D18).
  caseSelected: "Caso selecionado!",
  caseSelectedHint: "Os dados de contato do cliente estão em Meus Casos.",
  caseAlreadyMine: "Você já selecionou este caso. Os dados de contato estão em Meus Casos.",
  caseFull: "Este caso já foi selecionado por 3 advogados e não está mais disponível.",
  caseNotFound: "Solicitação não encontrada. Ela pode ter sido removida.",
  caseNeedsOab: "Informe seu número de inscrição na OAB no seu perfil antes de selecionar um caso.",
  caseLimitGratuito:
    "Você já selecionou 1 caso neste mês, o limite do plano gratuito. Assine o Starter ou o Master para selecionar mais casos.",
  caseLimitStarter:
    "Você atingiu o limite de 10 casos do plano Starter neste mês. Assine o Master para selecionar casos sem limite.",
  caseSelectFailed: "Erro ao selecionar o caso. Tente novamente.",
  notLawyer: "Sua conta não está cadastrada no RevisaConecta.",
  // Profile.
  profileSaved: "Perfil atualizado!",
  profileFailed: "Erro ao salvar o perfil. Tente novamente.",
  invalidForm: "Revise os campos destacados.",
} as const;
