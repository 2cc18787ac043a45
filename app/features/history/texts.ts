// pt-BR texts of "Minhas análises", the laudo and /verificar (DESIGN D29, D30, §7.6–§7.8).

export const HISTORY_MSG = {
  title: "Minhas análises",
  description:
    "Todas as análises que você fez, com os dados e a taxa do Banco Central usados em cada uma.",
  empty: "Você ainda não fez nenhuma análise.",
  newAnalysis: "Fazer uma análise",
  open: "Abrir análise",
  listLabel: "Análises registradas",
  recalculated: "Recalculada com dados mais novos",
  notFound: "Análise não encontrada.",
  detailEyebrow: "Minhas análises",
  back: "Voltar para Minhas análises",
  inputsTitle: "Dados informados",
  recordedNote:
    "Resultado registrado no momento da análise, com a taxa do Banco Central daquele dia. Ele não muda quando o Banco Central publica novos dados.",
  recalcTitle: "Há dados mais novos do Banco Central",
  recalcButton: "Recalcular com os dados atuais",
  recalculating: "Recalculando...",
  recalcNote:
    "O recálculo cria uma nova análise e não conta no limite do seu plano. Esta análise continua guardada como foi feita.",
  recalcDone: "Análise recalculada com os dados atuais. Ela não conta no limite do seu plano.",
  noNewerData: "Não há dados mais novos do Banco Central para esta análise.",
  recalculatedFrom: "Esta análise recalculou a de",
  laudoTitle: "Memória de cálculo em PDF",
  laudoText:
    "A memória de cálculo revisional reúne a sua identificação e a do contrato, o método, as fontes, as tabelas, a memória por parcela, a restituição, o saldo devedor, o valor incontroverso e o valor da causa, com um código de verificação.",
  laudoDownload: "Baixar memória de cálculo (PDF)",
  identificationLink: "Editar identificação (nome, CPF, banco, contrato)",
  laudoLocked:
    "O download da memória de cálculo em PDF é exclusivo para assinantes dos planos Básico e Premium. Os números da análise continuam aqui na tela.",
  laudoPlans: "Ver planos",
  verificationCode: "Código de verificação",
  verifyLink: "Ver a página de verificação",
  deleteButton: "Excluir análise",
  deleteTitle: "Excluir esta análise?",
  deleteBody:
    "A análise sai do seu histórico e não pode ser recuperada. Se você baixou o laudo, quem consultar o código de verificação verá que ele foi retirado por você. Se ela estiver anexada a um pedido de ajuda jurídica, os advogados deixam de ver o laudo.",
  deleteConfirm: "Excluir",
  deleting: "Excluindo...",
  deleted: "Análise excluída.",
  askLawyer: "Pedir ajuda a um advogado com este laudo",
} as const;

export const LAUDO_FORBIDDEN =
  "A memória de cálculo em PDF é exclusiva para assinantes dos planos Básico e Premium.";

export const VERIFY_MSG = {
  title: "Verificação da memória de cálculo",
  valid: "Memória de cálculo válida",
  validText:
    "Este código corresponde a uma memória de cálculo emitida pelo RevisaFácil. Confira abaixo com o que ele foi calculado.",
  withdrawnTitle: "Memória de cálculo retirada",
  withdrawn:
    "Este documento foi retirado pelo seu titular: a análise que o originou foi excluída e os dados não estão mais disponíveis.",
  unknownTitle: "Código não encontrado",
  unknown:
    "Não encontramos nenhuma memória de cálculo com este código. Confira se ele foi digitado exatamente como aparece no documento.",
  tooMany: "Muitas consultas de verificação deste endereço de internet.",
  owner: "Titular",
  ownerUnknown: "não informado",
} as const;

/** The legal basis the laudo cites (DESIGN D12, D27, D29). */
export const LEGAL_BASIS = [
  "Código de Defesa do Consumidor (Lei 8.078/1990): art. 6º, V (revisão de cláusulas que estabeleçam prestações desproporcionais) e art. 51, IV e § 1º (cláusulas que coloquem o consumidor em desvantagem exagerada).",
  "STJ, REsp 1.061.530/RS (recurso repetitivo, Segunda Seção, 2008): a abusividade dos juros remuneratórios exige demonstração no caso concreto, tendo como referência a taxa média de mercado divulgada pelo Banco Central; o acórdão cita decisões que consideraram abusivas taxas acima de 1,5 vez, do dobro ou do triplo da média.",
  "STJ, Súmula 382: juros remuneratórios acima de 12% ao ano, por si só, não indicam abusividade.",
  "CDC, art. 42, parágrafo único, e STJ, EAREsp 676.608/RS (Corte Especial): a devolução em dobro do que foi cobrado indevidamente vale para as cobranças feitas depois de 30/03/2021.",
  "STJ, Tema 972 (REsp 1.639.320/SP): o consumidor não pode ser obrigado a contratar seguro com a instituição financeira ou com a seguradora que ela indicar (venda casada).",
  "Lei 10.820/2003, art. 6º, e resoluções do Conselho Nacional de Previdência Social (CNPS): teto de juros do crédito consignado de benefícios do INSS.",
  "Código Civil, art. 389, parágrafo único (Lei 14.905/2024): IPCA como índice de correção monetária a partir de 30/08/2024; art. 205: prazo de prescrição de 10 anos.",
] as const;

/** DESIGN §8.3: no laudo, revision or refund while the signing month is not published. */
export const PROVISIONAL_NO_PDF =
  "A memória de cálculo fica disponível quando o Banco Central publicar a taxa média do mês da contratação; até lá o resultado é provisório.";
export const PROVISIONAL_NO_REVISION =
  'O recálculo e a restituição ficam para quando o Banco Central publicar a taxa média do mês da contratação: avisaremos por e-mail, e "Recalcular com os dados atuais" completa a análise.';
