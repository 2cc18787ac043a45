// /politica-privacidade: the LGPD privacy policy (editorial/legal/privacy-policy.ts), with the
// controller's data from the environment, a summary and an index of sections.
import { Icon } from "~/ui/icons/icon";
import {
  type Block,
  PRIVACY_POLICY_UPDATED_AT,
  type Purpose,
  privacyPolicy,
} from "../../../editorial/legal/privacy-policy";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/privacy-policy";
import { companyInfo } from "./company.server";
import { RichText } from "./rich-text";

// The policy's text comes with the loader's data, not in the page's JavaScript (issue 26 item 3:
// ≤ 120 KB of gzip JS; it was 6 KB of it).
export function loader() {
  return { policy: privacyPolicy(companyInfo()) };
}

export function meta() {
  return [
    { title: "Política de Privacidade — RevisaFácil" },
    {
      name: "description",
      content:
        "Como o RevisaFácil e o RevisaConecta tratam seus dados pessoais: finalidades, bases legais da LGPD, compartilhamento, prazos, cookies e como exercer seus direitos.",
    },
  ];
}

const updatedAt = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "UTC" }).format(
  new Date(`${PRIVACY_POLICY_UPDATED_AT}T00:00:00Z`),
);

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <Container width="md" className="py-8 sm:py-12">
      <PageHeading
        eyebrow="LGPD"
        title="Política de Privacidade"
        description={
          <>
            Última atualização: <time dateTime={PRIVACY_POLICY_UPDATED_AT}>{updatedAt}</time>
          </>
        }
      />

      <section
        aria-labelledby="resumo"
        className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6"
      >
        <h2 id="resumo" className="flex items-center gap-2 text-lg font-bold text-brand-900">
          <Icon name="shield-check" aria-hidden className="size-5 text-brand-700" />
          Em poucas palavras
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
          {policy.summary.map((line) => (
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
          {policy.sections.map((section, i) => (
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
        {policy.sections.map((section, i) => (
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
                <PolicyBlock key={j} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </Container>
  );
}

function PolicyBlock({ block }: { block: Block }) {
  switch (block.type) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-700">
          {block.items.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "purposes":
      return (
        <ul className="grid gap-3">
          {block.items.map((purpose) => (
            <PurposeCard key={purpose.title} purpose={purpose} />
          ))}
        </ul>
      );
  }
}

function PurposeCard({ purpose }: { purpose: Purpose }) {
  return (
    <Card as="li" padding="none" className="p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{purpose.title}</h3>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[9rem_1fr] sm:gap-x-4">
        <dt className="font-semibold text-slate-600">Dados</dt>
        <dd className="text-slate-800">{purpose.data}</dd>
        <dt className="font-semibold text-slate-600">Base legal</dt>
        <dd className="text-slate-800">{purpose.basis}</dd>
        <dt className="font-semibold text-slate-600">Guardamos por</dt>
        <dd className="text-slate-800">{purpose.retention}</dd>
      </dl>
    </Card>
  );
}
