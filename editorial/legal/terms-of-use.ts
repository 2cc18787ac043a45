// The terms of use of RevisaFácil and RevisaConecta (DESIGN D33, §7.12), as structured content
// rendered by app/features/content/terms-of-use.tsx (same inline markup as the privacy policy:
// **bold** and [link](/path)). Prices and limits come in from the one plan config, never typed
// here. When the text changes, change TERMS_UPDATED_AT.
import type { CompanyInfo } from "./company";
import type { Block, PolicySection } from "./privacy-policy";

/** ISO date of the last change to the text below. */
export const TERMS_UPDATED_AT = "2026-11-23";

export interface TermsPlanFacts {
  /** e.g. "Básico — R$ 19,90/mês: Até 10 análises por mês, …". */
  consumer: string[];
  lawyer: string[];
  freeConsumer: string;
  freeLawyer: string;
}

export interface TermsOfUse {
  summary: string[];
  sections: PolicySection[];
}

const p = (text: string): Block => ({ type: "p", text });
const list = (...items: string[]): Block => ({ type: "list", items });

export function termsOfUse(company: CompanyInfo, plans: TermsPlanFacts): TermsOfUse {
  const email = `[${company.privacyEmail}](mailto:${company.privacyEmail})`;
  const identification = [
    `**${company.legalName}**`,
    company.cnpj ? `CNPJ ${company.cnpj}` : null,
    company.address ? `sede em ${company.address}` : null,
  ]
    .filter(Boolean)
    .join(", ");

  return {
    summary: [
      "O RevisaFácil compara os juros do seu contrato com a taxa média do Banco Central e explica seus direitos: é **informação, não consultoria jurídica**.",
      "Assinaturas são mensais. **Cancelar** mantém o plano até o fim do período pago; nada mais é cobrado.",
      "Nos **7 dias** seguintes à contratação você pode **desistir com reembolso integral** em [Minha assinatura](/assinatura) (CDC art. 49).",
      "Advogados do RevisaConecta pagam por ferramentas, não por clientes; o contato com você só acontece se você autorizar.",
      "Qualquer disputa pode ser levada ao foro do **seu domicílio**.",
    ],
    sections: [
      {
        id: "servico",
        title: "O serviço",
        blocks: [
          p(
            `Estes termos regem o uso do RevisaFácil (para consumidores) e do RevisaConecta (para advogados), oferecidos por ${identification}${/\.(\*\*)?$/.test(identification) ? "" : "."} Ao criar uma conta ou usar o site, você concorda com eles e com a [Política de Privacidade](/politica-privacidade).`,
          ),
          p(
            "O RevisaFácil compara a taxa de juros informada por você com a taxa média de mercado publicada pelo Banco Central do Brasil para a mesma modalidade e o mesmo mês, calcula valores de referência e oferece conteúdos e modelos de documentos. O RevisaConecta permite que advogados inscritos na OAB vejam pedidos de ajuda jurídica que consumidores decidiram compartilhar.",
          ),
        ],
      },
      {
        id: "limites-da-analise",
        title: "Limites da análise",
        blocks: [
          p(
            "O resultado é **informação**, calculada a partir dos dados que você digita e de séries públicas do Banco Central. **Não é consultoria nem parecer jurídico**, não substitui a avaliação de um advogado e não garante resultado em processo ou acordo: os tribunais decidem caso a caso.",
          ),
          list(
            "Você é responsável pela exatidão dos dados informados; dados errados levam a resultados errados.",
            "As taxas médias podem ser revisadas pelo Banco Central; mostramos sempre a série, o mês e o valor usados.",
            "Modelos de documentos são pontos de partida e devem ser revisados antes do uso.",
          ),
        ],
      },
      {
        id: "planos",
        title: "Planos e preços",
        blocks: [
          p(`RevisaFácil: ${plans.freeConsumer}`),
          list(...plans.consumer),
          p(`RevisaConecta: ${plans.freeLawyer}`),
          list(...plans.lawyer),
          p(
            "Uma mudança de preço só vale a partir do período seguinte ao aviso por e-mail; você pode cancelar antes dela.",
          ),
        ],
      },
      {
        id: "cobranca",
        title: "Cobrança, renovação e cancelamento",
        blocks: [
          list(
            "A assinatura é cobrada no cartão no ato da contratação e renova-se automaticamente a cada mês, na mesma data, até ser cancelada.",
            'Você cancela quando quiser em [Minha assinatura](/assinatura), em "Cancelar assinatura". O plano continua ativo **até o fim do período já pago** e, depois, a conta volta ao plano gratuito. Não há multa nem fidelidade.',
            'Enquanto o período não termina, você pode desfazer o cancelamento em "Manter assinatura".',
            "Se uma cobrança falhar, avisamos por e-mail e tentamos de novo por alguns dias; o acesso continua nesse intervalo. Se as tentativas falharem, o plano volta a ser gratuito.",
            "Os pagamentos são processados pelo Stripe; não guardamos os dados do seu cartão.",
          ),
        ],
      },
      {
        id: "arrependimento",
        title: "Direito de arrependimento (7 dias)",
        blocks: [
          p(
            "Como a contratação é feita pela internet, você pode **desistir em até 7 dias** contados da contratação, sem precisar justificar (Código de Defesa do Consumidor, art. 49, e Decreto nº 7.962/2013).",
          ),
          list(
            'Pelo mesmo canal em que contratou: em [Minha assinatura](/assinatura), use "Desistir da assinatura (reembolso integral)".',
            "O valor pago é **reembolsado integralmente** no mesmo cartão e o plano termina na hora. O estorno aparece na fatura conforme os prazos da operadora do cartão.",
            "Confirmamos a desistência e o reembolso por e-mail.",
          ),
        ],
      },
      {
        id: "advogados",
        title: "Regras para advogados (RevisaConecta)",
        blocks: [
          p(
            "O RevisaConecta não é escritório de advocacia, não presta serviços jurídicos e **não vende clientes**: os planos pagos dão acesso a ferramentas e suporte, nunca a uma quantidade garantida de clientes ou de contratos. Respeitamos o Estatuto da Advocacia (Lei nº 8.906/1994, art. 34, IV, que veda a captação de clientela) e o Provimento nº 205/2021 do Conselho Federal da OAB sobre publicidade.",
          ),
          list(
            "Só advogados com inscrição na OAB podem usar o RevisaConecta; a inscrição informada pode ser conferida.",
            "Um pedido só aparece para advogados quando o consumidor autoriza o compartilhamento, e pode ser selecionado por no máximo 3 advogados. Os contatos do consumidor aparecem apenas depois da seleção.",
            "O advogado escolhe livremente se e como atender; honorários são combinados diretamente com o cliente. O RevisaFácil não recebe parte de honorários.",
            "É proibido usar os dados de consumidores para outra finalidade que não o atendimento do pedido selecionado, ou oferecer serviços de forma mercantilizada.",
          ),
        ],
      },
      {
        id: "uso",
        title: "Uso aceitável",
        blocks: [
          list(
            "Não use o serviço para fins ilícitos, para enviar dados de terceiros sem autorização nem para tentar burlar limites de planos.",
            "Contas são pessoais; mantenha sua senha em sigilo.",
            "Podemos suspender contas que violem estes termos, avisando o motivo por e-mail.",
          ),
        ],
      },
      {
        id: "responsabilidade",
        title: "Responsabilidade",
        blocks: [
          p(
            "Respondemos pelos serviços que prestamos nos termos do Código de Defesa do Consumidor. Não respondemos por decisões tomadas exclusivamente com base no resultado informativo da análise, pela atuação profissional dos advogados, que é independente e regida pela OAB, nem por indisponibilidades causadas por terceiros (como o Banco Central ou a operadora do cartão), sem prejuízo dos seus direitos como consumidor.",
          ),
        ],
      },
      {
        id: "foro",
        title: "Lei aplicável e foro",
        blocks: [
          p(
            "Aplicam-se as leis brasileiras. Para consumidores, fica eleito o **foro do domicílio do consumidor** (CDC art. 101, I). Antes de tudo, fale com a gente: a maioria das questões se resolve por e-mail, e você também pode usar a plataforma pública consumidor.gov.br.",
          ),
        ],
      },
      {
        id: "empresa",
        title: "Quem somos e como falar com a gente",
        blocks: [
          list(
            `Razão social: ${company.legalName}`,
            `CNPJ: ${company.cnpj ?? "informado nos comprovantes de pagamento e a quem pedir pelo e-mail abaixo"}`,
            `Endereço: ${company.address ?? "informado a quem pedir pelo e-mail abaixo"}`,
            `E-mail: ${email}`,
          ),
        ],
      },
    ],
  };
}
