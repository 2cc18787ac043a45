// The RevisaFácil / RevisaConecta privacy policy (LGPD, Lei nº 13.709/2018), as structured content
// rendered by app/features/content/privacy-policy.tsx. Inline text accepts **bold** and
// [link](/path) — nothing else — so the wording stays here and the layout stays in the route.
// When the product starts treating data in a new way, change this text and PRIVACY_POLICY_UPDATED_AT.
import type { CompanyInfo } from "./company";

/** ISO date of the last change to the text below. */
export const PRIVACY_POLICY_UPDATED_AT = "2026-11-22";

export interface Purpose {
  title: string;
  data: string;
  basis: string;
  retention: string;
}

export type Block =
  | { type: "p"; text: string }
  | { type: "list"; items: string[] }
  | { type: "purposes"; items: Purpose[] };

export interface PolicySection {
  id: string;
  title: string;
  blocks: Block[];
}

export interface PrivacyPolicy {
  summary: string[];
  sections: PolicySection[];
}

const p = (text: string): Block => ({ type: "p", text });
const list = (...items: string[]): Block => ({ type: "list", items });

export function privacyPolicy(company: CompanyInfo): PrivacyPolicy {
  const email = `[${company.privacyEmail}](mailto:${company.privacyEmail})`;
  const identification =
    company.cnpj && company.address
      ? `inscrita no CNPJ sob o nº ${company.cnpj}, com sede em ${company.address}`
      : company.cnpj
        ? `inscrita no CNPJ sob o nº ${company.cnpj}`
        : "cujo número de inscrição no CNPJ e endereço da sede constam dos comprovantes de pagamento e são informados a qualquer pessoa que os peça pelo e-mail do encarregado";
  const dpo = company.dpoName
    ? `**${company.dpoName}**, encarregado pelo tratamento de dados pessoais da ${company.legalName}`
    : `o **Encarregado pelo Tratamento de Dados Pessoais (DPO)** da ${company.legalName}`;

  return {
    summary: [
      "Usamos seus dados para criar sua conta, analisar os contratos que você informa, cobrar a assinatura que você escolher e dar suporte.",
      "Só enviamos seu pedido a advogados parceiros (no máximo 3) se você autorizar, e você pode retirar essa autorização quando quiser.",
      "Não vendemos seus dados. Medição de uso (analytics) só começa depois que você aceita os cookies.",
      "Em [Minha conta](/minha-conta) você baixa uma cópia dos seus dados e pode excluir a conta.",
    ],
    sections: [
      {
        id: "controlador",
        title: "Quem somos e a quem esta política se aplica",
        blocks: [
          p(
            `O RevisaFácil e o RevisaConecta são operados pela **${company.legalName}**, ${identification}. Ela é a **controladora** dos seus dados pessoais, ou seja, quem decide como e para que eles são usados (Art. 5º, VI, da Lei Geral de Proteção de Dados — LGPD, Lei nº 13.709/2018).`,
          ),
          p(
            "Esta política vale para todas as pessoas que usam o site: quem faz uma análise de contrato, assina um plano, pede ajuda a um advogado ou fala com o suporte (RevisaFácil), e os advogados parceiros cadastrados no RevisaConecta.",
          ),
          p(
            "O RevisaFácil compara os juros do seu contrato com a taxa média publicada pelo Banco Central do Brasil. O resultado é uma informação, não um parecer jurídico nem uma promessa de resultado em processo.",
          ),
        ],
      },
      {
        id: "encarregado",
        title: "Encarregado (DPO) e como falar conosco",
        blocks: [
          p(
            `Para qualquer assunto sobre seus dados pessoais, fale com ${dpo}, pelo e-mail ${email}. Esse é o canal oficial para pedidos dos titulares e comunicações da Autoridade Nacional de Proteção de Dados (ANPD), conforme o Art. 41 da LGPD.`,
          ),
        ],
      },
      {
        id: "dados",
        title: "Quais dados tratamos",
        blocks: [
          p("Tratamos apenas os dados necessários para cada finalidade descrita na próxima seção:"),
          list(
            "**Cadastro:** e-mail, senha (guardada apenas de forma cifrada, com hash), plano contratado e, quando houver, nome.",
            "**Análises de contrato:** tipo de contrato, mês e ano da assinatura, taxa de juros, valores financiados, parcelas, seguros e o resultado da comparação com a taxa do Banco Central.",
            "**Pagamentos:** identificador de cliente e de assinatura, plano, valor, situação e datas dos pagamentos. Os dados do cartão são digitados diretamente no ambiente da Stripe; nós não os recebemos nem os guardamos.",
            "**Pedidos de ajuda a advogados:** nome, e-mail, telefone, cidade, estado e a descrição do seu caso.",
            "**Suporte:** nome, e-mail e o conteúdo das mensagens.",
            "**Advogados parceiros (RevisaConecta):** nome, e-mail, número de inscrição na OAB, cidade, plano e os casos selecionados.",
            "**Registros técnicos e de segurança:** endereço IP, data e hora de acesso, navegador, sessões ativas e tentativas de login.",
            "**Consentimentos:** o que você autorizou ou recusou, quando e em qual versão do texto.",
            "**Medição de uso (somente com o seu aceite):** páginas visitadas e interações com o site.",
          ),
          p(
            "Não pedimos dados pessoais sensíveis (como saúde, religião ou origem racial — Art. 5º, II). Por favor, não os inclua nas descrições e mensagens; se forem incluídos, serão usados apenas para atender ao seu pedido.",
          ),
        ],
      },
      {
        id: "finalidades",
        title: "Para que usamos seus dados e com qual base legal",
        blocks: [
          p("Cada uso tem uma finalidade definida e uma base legal do Art. 7º da LGPD:"),
          {
            type: "purposes",
            items: [
              {
                title: "Criar e manter sua conta",
                data: "E-mail, senha cifrada, nome, plano e sessões.",
                basis:
                  "Execução de contrato (Art. 7º, V): sem esses dados não conseguimos prestar o serviço que você pediu.",
                retention: "Enquanto a conta existir.",
              },
              {
                title: "Analisar seus contratos",
                data: "Dados do contrato que você informa e o resultado da análise, com a taxa do Banco Central usada.",
                basis: "Execução de contrato (Art. 7º, V).",
                retention: "Enquanto a conta existir, para você consultar seu histórico.",
              },
              {
                title: "Cobrar assinaturas e emitir comprovantes",
                data: "Identificadores de cliente e assinatura, plano, valores e datas.",
                basis:
                  "Execução de contrato (Art. 7º, V) e cumprimento de obrigação legal e regulatória, como a guarda de documentos fiscais (Art. 7º, II).",
                retention: "5 anos após o pagamento, prazo das obrigações fiscais.",
              },
              {
                title: "Enviar seu pedido a até 3 advogados parceiros",
                data: "Nome, e-mail, telefone, cidade, estado e descrição do caso.",
                basis:
                  "Consentimento específico (Art. 7º, I, e §5º), dado na caixa de autorização do formulário. Você pode revogá-lo a qualquer momento.",
                retention: "Até você revogar o consentimento ou excluir a conta.",
              },
              {
                title: "Atender pedidos de suporte",
                data: "Nome, e-mail e mensagens.",
                basis:
                  "Execução de contrato (Art. 7º, V) para assinantes e legítimo interesse em responder quem nos procura (Art. 7º, IX).",
                retention: "2 anos após o encerramento do atendimento.",
              },
              {
                title: "Enviar e-mails sobre o serviço",
                data: "E-mail e nome.",
                basis:
                  "Execução de contrato (Art. 7º, V): confirmação de cadastro, recuperação de senha, avisos de pagamento e o aviso de qual advogado (nome e OAB) selecionou o seu pedido. Mensagens promocionais só com o seu consentimento (Art. 7º, I), com link para cancelar em cada uma.",
                retention: "Enquanto a conta existir.",
              },
              {
                title: "Manter o site seguro e cumprir o Marco Civil da Internet",
                data: "Endereço IP, data e hora, navegador, sessões e tentativas de login.",
                basis:
                  "Cumprimento de obrigação legal (Art. 7º, II; Art. 15 da Lei nº 12.965/2014) e legítimo interesse na prevenção de fraudes e abusos (Art. 7º, IX).",
                retention:
                  "6 meses para os registros de acesso; mais tempo apenas se necessário para apurar um incidente.",
              },
              {
                title: "Medir o uso do site (analytics)",
                data: "Páginas visitadas e interações, sem os dados dos seus contratos.",
                basis:
                  "Consentimento (Art. 7º, I), dado no aviso de cookies. Sem o aceite, nada é coletado.",
                retention: "Até 12 meses.",
              },
              {
                title: "Defender direitos em processos",
                data: "Os registros necessários ao caso concreto.",
                basis:
                  "Exercício regular de direitos em processo judicial, administrativo ou arbitral (Art. 7º, VI).",
                retention: "Até o fim do prazo de prescrição aplicável.",
              },
              {
                title: "Cadastro e atuação dos advogados parceiros",
                data: "Nome, e-mail, OAB, cidade, plano e casos selecionados.",
                basis:
                  "Execução de contrato (Art. 7º, V) e legítimo interesse em conferir a inscrição na OAB (Art. 7º, IX).",
                retention: "Enquanto o cadastro existir; dados de pagamento por 5 anos.",
              },
            ],
          },
          p(
            "A análise de contrato é um cálculo automático de caráter informativo: ela não toma decisões sobre você. Mesmo assim, você pode pedir explicações sobre os critérios usados (Art. 20).",
          ),
        ],
      },
      {
        id: "advogados-parceiros",
        title: "Compartilhamento com advogados parceiros",
        blocks: [
          p(
            "Quando você pede ajuda a um advogado, o formulário traz uma caixa de autorização própria. Sem marcá-la, nada é compartilhado. Com ela marcada:",
          ),
          list(
            "advogados parceiros veem primeiro apenas a cidade, o estado e a descrição do caso;",
            "seu nome, e-mail e telefone aparecem somente para o advogado que selecionar o pedido, e **no máximo 3 advogados** podem selecioná-lo;",
            "avisamos você por e-mail qual advogado (nome e número da OAB) selecionou o seu pedido;",
            "cada advogado que recebe seus dados passa a ser controlador deles para prestar o atendimento jurídico e está sujeito ao sigilo profissional previsto no Estatuto da Advocacia (Lei nº 8.906/1994).",
          ),
          p(
            `Você pode revogar essa autorização a qualquer momento em [Minha conta](/minha-conta) ou pelo e-mail ${email}. A revogação impede novos compartilhamentos; quem já recebeu seus dados deve tratá-los conforme a lei e a ética profissional, e você pode pedir a eles diretamente a eliminação.`,
          ),
        ],
      },
      {
        id: "compartilhamento",
        title: "Com quem compartilhamos dados",
        blocks: [
          p("Não vendemos nem alugamos dados pessoais. Compartilhamos somente o necessário com:"),
          list(
            "**Stripe** (processamento de pagamentos e assinaturas), que atua como operadora, segundo nossas instruções;",
            "**provedores de hospedagem, banco de dados e envio de e-mail**, também operadores, contratados com obrigações de sigilo e segurança;",
            "**advogados parceiros**, somente com o seu consentimento, como descrito acima;",
            "**autoridades públicas**, quando a lei ou uma ordem judicial exigir.",
          ),
        ],
      },
      {
        id: "transferencia-internacional",
        title: "Transferência internacional de dados",
        blocks: [
          p(
            "A Stripe processa pagamentos em servidores localizados também fora do Brasil, inclusive nos Estados Unidos. Essa transferência ocorre nas hipóteses do Art. 33 da LGPD, por ser necessária à execução do contrato de que você é parte (Art. 33, IX), e com garantias contratuais de proteção de dados oferecidas pela Stripe.",
          ),
          p(
            "Se você aceitar os cookies de medição de uso, o fornecedor dessa ferramenta também pode tratar os dados fora do Brasil, com as mesmas garantias.",
          ),
        ],
      },
      {
        id: "retencao",
        title: "Por quanto tempo guardamos",
        blocks: [
          list(
            "**Conta e análises:** enquanto a conta existir. Ao excluir a conta, apagamos esses dados em até 30 dias (cópias de segurança são sobrescritas no ciclo normal).",
            "**Pagamentos e documentos fiscais:** 5 anos, por obrigação legal.",
            "**Registros de acesso:** 6 meses, como exige o Marco Civil da Internet.",
            "**Pedidos a advogados:** até a revogação do consentimento ou a exclusão da conta.",
            "**Suporte:** 2 anos após o encerramento do atendimento.",
            "**Registros de consentimento:** pelo tempo necessário para comprovar que o consentimento foi dado (Art. 8º, §2º).",
            "**Medição de uso:** até 12 meses.",
          ),
          p(
            "Terminado o prazo, os dados são eliminados ou anonimizados, salvo as hipóteses de conservação do Art. 16 da LGPD (por exemplo, cumprimento de obrigação legal).",
          ),
        ],
      },
      {
        id: "direitos",
        title: "Seus direitos (Art. 18 da LGPD)",
        blocks: [
          p("Você pode, a qualquer momento e sem custo:"),
          list(
            "confirmar se tratamos seus dados;",
            "acessar seus dados;",
            "corrigir dados incompletos, inexatos ou desatualizados;",
            "pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD;",
            "pedir a portabilidade dos dados a outro fornecedor;",
            "pedir a eliminação dos dados tratados com base no seu consentimento;",
            "saber com quais entidades públicas e privadas compartilhamos seus dados;",
            "saber que pode não dar o consentimento e quais as consequências da recusa;",
            "revogar o consentimento;",
            "opor-se a um tratamento feito sem consentimento, se ele descumprir a LGPD;",
            "pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado (Art. 20).",
          ),
          p(
            "Se não ficar satisfeito com a nossa resposta, você também pode apresentar uma petição à Autoridade Nacional de Proteção de Dados (ANPD), em [gov.br/anpd](https://www.gov.br/anpd).",
          ),
        ],
      },
      {
        id: "como-exercer",
        title: "Como exercer seus direitos",
        blocks: [
          list(
            "Em [Minha conta](/minha-conta), depois de entrar: **exportar meus dados** (arquivo JSON com seus dados, para acesso e portabilidade), **excluir minha conta**, ver e revogar consentimentos e encerrar sessões em outros aparelhos.",
            `Por e-mail, para ${email}: para qualquer outro pedido. Escreva do e-mail cadastrado ou informe dados que nos permitam confirmar que você é o titular.`,
          ),
          p(
            "Respondemos em até 15 dias (Art. 19, II). Se não pudermos atender, explicamos o motivo, por exemplo quando a lei nos obriga a guardar um dado.",
          ),
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          list(
            "**Essenciais:** o cookie de sessão, que mantém você conectado com segurança (HttpOnly, com proteção contra uso por outros sites), e o registro da sua escolha sobre cookies. Sem eles o login não funciona, por isso não dependem de consentimento.",
            "**Medição de uso (analytics):** só são carregados depois que você aceita no aviso de cookies. Nenhum rastreador, fonte ou script de terceiros é carregado antes disso.",
          ),
          p(
            "Você pode recusar os cookies de medição sem perder nenhuma função do site. Para mudar de ideia depois, apague os cookies deste site no seu navegador: o aviso aparece de novo e você escolhe outra vez.",
          ),
        ],
      },
      {
        id: "seguranca",
        title: "Segurança",
        blocks: [
          p(
            "Usamos conexão cifrada (HTTPS), senhas guardadas apenas com hash, cookies de sessão protegidos, limite de tentativas de login, acesso restrito por perfil (cada advogado vê só os próprios casos) e registros de acesso. Nenhuma medida é infalível; se ocorrer um incidente de segurança que possa causar risco ou dano relevante, avisaremos a ANPD e as pessoas afetadas, como manda o Art. 48 da LGPD.",
          ),
        ],
      },
      {
        id: "criancas",
        title: "Crianças e adolescentes",
        blocks: [
          p(
            `O serviço é destinado a maiores de 18 anos, que podem contratar crédito e assinaturas. Não coletamos, de propósito, dados de crianças e adolescentes. Se soubermos que isso aconteceu, eliminaremos os dados; se você souber de algum caso, escreva para ${email}.`,
          ),
        ],
      },
      {
        id: "alteracoes",
        title: "Alterações desta política",
        blocks: [
          p(
            "Podemos atualizar esta política quando o serviço ou a lei mudar. A data da última atualização fica no topo desta página. Mudanças relevantes, especialmente as que exijam novo consentimento, serão avisadas por e-mail ou no próprio site antes de valer.",
          ),
        ],
      },
    ],
  };
}
