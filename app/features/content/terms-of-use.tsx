// /termos-de-uso (DESIGN D33, §7.12): the terms of use, with the company data from the environment
// and the plans and prices from the one plan config (app/features/billing/plans.ts).
import { Icon } from "~/ui/icons/icon";
import {
  FREE_MONTHLY_LIMIT,
  formatPrice,
  LAWYER_ALLOWANCE_TEXT,
  LAWYER_PAID_PLANS,
  LAWYER_TOOLS_TEXT,
  CONSUMER_PAID_PLANS,
  PLANS,
} from "~/domain/plans";
import { Container, PageHeading } from "~/ui/container";
import type { Block } from "../../../editorial/legal/privacy-policy";
import {
  TERMS_UPDATED_AT,
  termsOfUse,
  type TermsPlanFacts,
} from "../../../editorial/legal/terms-of-use";
import type { Route } from "./+types/terms-of-use";
import { companyInfo } from "./company.server";
import { RichText } from "./rich-text";

export function loader() {
  return { company: companyInfo() };
}

export function meta() {
  return [
    { title: "Termos de Uso — RevisaFácil" },
    {
      name: "description",
      content:
        "Termos de uso do RevisaFácil e do RevisaConecta: o serviço, planos e cobrança, cancelamento, direito de arrependimento em 7 dias, limites da análise, regras para advogados e foro.",
    },
  ];
}

const planLine = (
  name: (typeof CONSUMER_PAID_PLANS)[number] | (typeof LAWYER_PAID_PLANS)[number],
) =>
  `**${PLANS[name].label}** — ${formatPrice(PLANS[name].priceCents)}/mês: ${PLANS[name].features.join("; ")}.`;

export const TERMS_PLANS: TermsPlanFacts = {
  freeConsumer: `o plano gratuito permite ${FREE_MONTHLY_LIMIT.revisafacil} análise por mês. Planos pagos:`,
  // D17: the allowance is the same on every plan; the paid plans sell tools, not clients.
  freeLawyer: `${LAWYER_ALLOWANCE_TEXT}, em qualquer plano, inclusive o gratuito (uso razoável). Os planos pagos vendem ferramentas, não clientes: Starter e Master acrescentam ${LAWYER_TOOLS_TEXT}. Planos pagos:`,
  consumer: CONSUMER_PAID_PLANS.map(planLine),
  lawyer: LAWYER_PAID_PLANS.map(planLine),
};

const updatedAt = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(`${TERMS_UPDATED_AT}T00:00:00Z`),
);

export default function TermsOfUse({ loaderData }: Route.ComponentProps) {
  const terms = termsOfUse(loaderData.company, TERMS_PLANS);
  return (
    <Container width="md" className="py-8 sm:py-12">
      <PageHeading
        eyebrow="RevisaFácil e RevisaConecta"
        title="Termos de Uso"
        description={
          <>
            Última atualização: <time dateTime={TERMS_UPDATED_AT}>{updatedAt}</time>
          </>
        }
      />
      <section
        aria-labelledby="termos-resumo"
        className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="termos-resumo" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <Icon name="file-text" aria-hidden className="size-5 text-brand-700" />
          Em poucas palavras
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          {terms.summary.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
      </section>
      <nav
        aria-label="Nesta página"
        className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">Nesta página</p>
        <ol className="mt-3 grid gap-1 sm:grid-cols-2">
          {terms.sections.map((section, i) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-brand-800 hover:bg-brand-50 hover:underline"
              >
                <span className="w-6 shrink-0 text-sm tabular-nums text-slate-500">{i + 1}.</span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-12 leading-relaxed text-slate-700">
        {terms.sections.map((section, i) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-titulo`}>
            <h2
              id={`${section.id}-titulo`}
              className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
            >
              <span className="mr-2 text-brand-700">{i + 1}.</span>
              {section.title}
            </h2>
            <div className="mt-4 space-y-4">
              {section.blocks.map((block, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed blocks, never reordered
                <TermsBlock key={j} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Container>
  );
}

function TermsBlock({ block }: { block: Block }) {
  if (block.type === "list") {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
        {block.items.map((item) => (
          <li key={item}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (block.type === "p") {
    return (
      <p>
        <RichText text={block.text} />
      </p>
    );
  }
  return null;
}
