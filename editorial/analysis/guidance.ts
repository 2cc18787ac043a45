// Consumer guidance shown with analysis results. Legal references are stated plainly and never
// promise an outcome (DESIGN §4).
import { CONTRACT_TYPES, type ContractType } from "../../app/domain/contract-types";
import { templatesForContractType } from "../templates/catalogue";
export const insuranceNotice = {
  title: "Seguro prestamista: fique atento",
  text: "O banco não pode condicionar o empréstimo ou o financiamento à contratação de seguro, nem obrigar você a aceitar a seguradora que ele escolheu. Isso é venda casada (Código de Defesa do Consumidor, art. 39, I) e o Superior Tribunal de Justiça já decidiu assim no Tema 972 (REsp 1.639.320). Confira no contrato se há “seguro prestamista”, “seguro proteção financeira” ou similar.",
};

export const refundHints = [
  {
    title: "Tema 972 do STJ",
    text: "Nos contratos bancários, o consumidor não pode ser compelido a contratar seguro com a instituição financeira ou com seguradora por ela indicada. Se o seguro foi imposto, o valor pago pode ser devolvido.",
  },
  {
    title: "Peça ao banco",
    text: "Procure o SAC do banco e peça por escrito o cancelamento do seguro e a devolução do valor cobrado, guardando o número do protocolo. O SAC tem até 7 dias corridos, contados do registro, para responder (Decreto nº 11.034/2022, art. 12); sem solução nesse prazo, recorra à Ouvidoria do banco.",
  },
  {
    title: "Consumidor.gov.br",
    text: "Se o banco não resolver, registre uma reclamação em consumidor.gov.br (entre com sua conta gov.br, escolha o banco, o assunto “seguro” e anexe o contrato e os protocolos). O banco tem até 10 dias para responder.",
  },
  {
    title: "Procon e Justiça",
    text: "Você também pode procurar o Procon da sua cidade ou o Juizado Especial Cível (causas de até 20 salários mínimos não exigem advogado). Um advogado parceiro pode avaliar o seu caso.",
  },
] as const;

export const abusiveWarning = {
  title: "O que significa este resultado",
  text: "A taxa do seu contrato passa de 1,5 vez a taxa média de mercado divulgada pelo Banco Central (o mês da taxa usada está indicado acima). No REsp 1.061.530, o STJ citou decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média. Não é uma garantia de vitória: o juiz analisa cada caso, e um advogado pode pedir a revisão do contrato e a devolução do que foi pago a mais.",
};

const suggestedActions = {
  abusivo: [
    "Guarde o contrato, os boletos ou extratos e os comprovantes de pagamento.",
    "Peça ao banco, por escrito, a planilha de evolução da dívida e o Custo Efetivo Total (CET).",
    "Envie uma notificação ao banco pedindo a revisão da taxa (há modelos prontos abaixo).",
    "Fale com um advogado parceiro para avaliar uma ação de revisão.",
  ],
  sem_irregularidade: [
    "Confira se há seguro, tarifas de cadastro, avaliação ou registro cobrados no contrato.",
    "Use a simulação avançada para ver quanto os encargos pesam nas parcelas.",
    "Guarde esta análise: ela registra a taxa média usada e a fonte.",
  ],
  sem_irregularidade_grave: [
    "Confira se há seguro ou outras cobranças não solicitadas no contrato ou na fatura.",
    "No cartão consignado (RMC/RCC), verifique se você pediu o cartão ou se pensava contratar um empréstimo.",
    "Se tiver dúvidas, um advogado parceiro pode avaliar o seu caso.",
  ],
} as const;

const CARD_ACTION = suggestedActions.sem_irregularidade_grave[1];

/** The actions for a result; the RMC/RCC card's question only for a card (issue "Journeys" item 7). */
export function suggestedActionsFor(
  kind: keyof typeof suggestedActions,
  tipo: ContractType,
): readonly string[] {
  const actions: readonly string[] = suggestedActions[kind];
  return tipo === "cartao_consignado" ? actions : actions.filter((a) => a !== CARD_ACTION);
}

// The Word templates that fit each type, by the name the templates page shows (issue "Truth"
// item 11: advice points only to templates that exist).
export const templatesByType = Object.fromEntries(
  CONTRACT_TYPES.map((type) => [type, templatesForContractType(type).map((t) => t.nome)]),
) as Record<ContractType, string[]>;
