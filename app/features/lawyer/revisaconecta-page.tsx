// /revisaconecta — the public page for lawyers (issue 10 item 7): what RevisaConecta is, how case
// selection works, the OAB rules it keeps (D17: plans sell tools, not clients), the plans and
// prices from the one plan config, and a FAQ (also as FAQPage JSON-LD: the page is public).
import { Icon } from "~/ui/icons/icon";
import { LawyerPlanCards } from "~/features/billing/plan-cards";
import { FREE_MONTHLY_LIMIT, LAWYER_ALLOWANCE_TEXT, LAWYER_TOOLS_TEXT } from "~/domain/plans";
import { JsonLd } from "~/features/seo/json-ld";
import { faqPageLd, serializeJsonLd } from "~/features/seo/structured-data.server";
import { Accordion, AccordionItem } from "~/ui/accordion";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { MAX_LAWYERS_PER_REQUEST } from "./selection-rules";
import type { Route } from "./+types/revisaconecta-page";

export function meta() {
  return [
    { title: "RevisaConecta para advogados — RevisaFácil" },
    {
      name: "description",
      content:
        "RevisaConecta: consumidores que analisaram seus contratos no RevisaFácil e autorizaram o contato. Como funciona a seleção de casos, as regras da OAB, planos e preços.",
    },
  ];
}

const STEPS = [
  {
    icon: "user-check",
    title: "O consumidor pede ajuda",
    text: "Depois de analisar o contrato no RevisaFácil, o consumidor descreve o caso e autoriza, expressamente, o compartilhamento com advogados parceiros.",
  },
  {
    icon: "briefcase",
    title: "Você vê a oportunidade",
    text: "Na lista aparecem cidade, estado, tipo de contrato e a descrição. Nome e contatos ficam ocultos até a seleção.",
  },
  {
    icon: "scale",
    title: "Você seleciona o caso",
    text: `Ao selecionar, o caso vai para "Meus Casos" com os contatos do consumidor, que é avisado por e-mail. Cada pedido aceita no máximo ${MAX_LAWYERS_PER_REQUEST} advogados.`,
  },
] as const;

export const REVISACONECTA_FAQ = [
  {
    q: "O RevisaConecta vende clientes?",
    a: "Não. O consumidor é quem decide pedir ajuda e autorizar o contato; o RevisaConecta não garante quantidade de casos nem contratação, e não recebe parte de honorários. Os planos pagos dão acesso a ferramentas e suporte.",
  },
  {
    q: "Isso respeita as regras da OAB?",
    a: "Sim. O Estatuto da Advocacia (Lei nº 8.906/1994, art. 34, IV) proíbe a captação de clientela e o Provimento nº 205/2021 do CFOAB regula a publicidade. Por isso não há anúncio de advogado para o consumidor: é o consumidor que pede ajuda, e o advogado decide livremente se atende.",
  },
  {
    q: "Quem pode se cadastrar?",
    a: "Advogados com inscrição ativa na OAB. O número e a seccional informados no perfil aparecem para o consumidor junto com o seu nome.",
  },
  {
    q: "Quantos casos posso selecionar por mês?",
    a: `${FREE_MONTHLY_LIMIT.revisaconecta} por mês, em qualquer plano: são ${LAWYER_ALLOWANCE_TEXT}, inclusive no gratuito. Os planos Starter e Master não dão mais casos; acrescentam ${LAWYER_TOOLS_TEXT}. Antes de cada seleção mostramos quantas você já usou e quantas restam no mês.`,
  },
  {
    q: "Posso cancelar o plano?",
    a: "Quando quiser, em Minha assinatura. O plano continua até o fim do período pago; nos 7 dias seguintes à contratação, a desistência tem reembolso integral.",
  },
] as const;

export function loader() {
  return { faqJsonLd: serializeJsonLd(faqPageLd(REVISACONECTA_FAQ)) };
}

export default function RevisaConectaPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container width="lg" className="py-8 sm:py-12">
      <PageHeading
        eyebrow="Para advogados"
        title="RevisaConecta"
        description="Consumidores que analisaram seus contratos bancários no RevisaFácil e pediram ajuda jurídica — com autorização expressa para o contato."
      />
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <ButtonLink
          to="/auth-revisaconecta?modo=cadastro"
          icon={<Icon name="arrow-right" className="size-5" />}
        >
          Criar conta de advogado
        </ButtonLink>
        <ButtonLink to="/auth-revisaconecta" variant="outline">
          Já sou parceiro: entrar
        </ButtonLink>
      </div>

      <section aria-labelledby="como-funciona" className="mt-12">
        <h2 id="como-funciona" className="text-2xl font-bold text-slate-900">
          Como funciona a seleção de casos
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, i) => (
            <Card as="li" key={step.title}>
              <Icon name={step.icon} aria-hidden className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">
                {i + 1}. {step.title}
              </h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </Card>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="regras-oab"
        className="mt-12 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="regras-oab" className="flex items-center gap-2 text-xl font-bold text-brand-900">
          <Icon name="shield-check" aria-hidden className="size-6 text-brand-700" />
          Regras da OAB que seguimos
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          <li>
            Planos vendem ferramentas, não clientes: {LAWYER_ALLOWANCE_TEXT}, em qualquer plano;
            nenhum plano garante casos ou contratações.
          </li>
          <li>
            Sem captação de clientela (Lei nº 8.906/1994, art. 34, IV): o consumidor pede ajuda e
            autoriza o contato.
          </li>
          <li>
            Publicidade sóbria e informativa (Provimento nº 205/2021 do CFOAB): não anunciamos
            advogados ao consumidor.
          </li>
          <li>
            Honorários são combinados entre você e o cliente; o RevisaFácil não participa deles.
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-700">
          Leia as regras completas nos{" "}
          <a
            href="/termos-de-uso#advogados"
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            Termos de Uso
          </a>
          .
        </p>
      </section>

      <LawyerPlanCards className="mt-12" />

      <section aria-labelledby="faq-revisaconecta" className="mt-12">
        <h2 id="faq-revisaconecta" className="text-2xl font-bold text-slate-900">
          Perguntas frequentes
        </h2>
        <JsonLd json={loaderData.faqJsonLd} />
        <Accordion className="mt-6">
          {REVISACONECTA_FAQ.map((item) => (
            <AccordionItem key={item.q} title={item.q} name="faq-revisaconecta">
              <p>{item.a}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </Container>
  );
}
