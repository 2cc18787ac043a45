// Every text the lawyer area shows (SPEC §2 "Lawyer area screens", §8, §9; DESIGN D17/D18).
// The spec's own texts are kept to the letter; the rest follow the same plain, direct tone.
import { LAWYER_MONTHLY_SELECTIONS } from "~/domain/plans";

export const LAWYER_MSG = {
  errorTitle: "Erro",
  loading: "Carregando...",
  sending: "Enviando...",
  // Meus Casos.
  noCases: "Você ainda não selecionou nenhum caso.",
  withdrawnTitle: "Retirado pelo titular",
  withdrawnText:
    "O titular excluiu a conta (LGPD, art. 18): o nome, os contatos, a descrição e o laudo deste pedido foram apagados, e com eles a sua anotação.",
  // Support (SPEC §4 "Lawyer support submission", §8).
  supportPlanOnly: "Apenas usuários dos planos Starter ou Master podem enviar suporte.",
  supportSent: "Mensagem enviada!",
  supportFailed: "Erro ao enviar mensagem de suporte. Tente novamente.",
  // Only Starter and Master reach the form: their "suporte prioritário" is 1 business day.
  supportReplyTime: "Nossa equipe responde em até 1 dia útil, no e-mail que você informou.",
  // Case selection (DESIGN D17/D18).
  caseSelected: "Caso selecionado!",
  caseSelectedHint: "Os dados de contato do cliente estão em Meus Casos.",
  caseAlreadyMine: "Você já selecionou este caso. Os dados de contato estão em Meus Casos.",
  caseFull: "Este caso já foi selecionado por 3 advogados e não está mais disponível.",
  caseNotFound: "Solicitação não encontrada. Ela pode ter sido removida.",
  caseNeedsOab: "Informe seu número de inscrição na OAB no seu perfil antes de selecionar um caso.",
  // D17: the same allowance on every plan, so the refusal never sells a plan.
  caseLimit: `Você já usou as ${LAWYER_MONTHLY_SELECTIONS} seleções de casos deste mês. Novas seleções ficam disponíveis no dia 1º do próximo mês.`,
  caseSelectFailed: "Erro ao selecionar o caso. Tente novamente.",
  notLawyer: "Sua conta não está cadastrada no RevisaConecta.",
  // Profile.
  profileSaved: "Perfil atualizado!",
  profileFailed: "Erro ao salvar o perfil. Tente novamente.",
  invalidForm: "Revise os campos destacados.",
} as const;
