// The signed-out home page (SPEC §2 route "/", issue 5 item 8).
import { Icon } from "~/ui/icons/icon";
import type { IconName } from "~/ui/icons/names";
import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { JsonLd } from "~/features/seo/json-ld";
import { Accordion, AccordionItem } from "~/ui/accordion";
import type { LandingContent, LandingStats, LatestPost } from "./landing.server";

const REFETCH_MS = 10 * 60 * 1000;
const BENEFIT_ICONS: IconName[] = ["shield-check", "file-search", "badge-check", "gavel"];

export interface LandingProps {
  /** The editorial texts, sent with the loader's data (so they are not in the page's JavaScript). */
  content: LandingContent;
  latestPost: LatestPost | null;
  stats: LandingStats;
  videoUrl: string | null;
  plans: React.ReactNode;
  /** "Dados do Banco Central até jul/2025". */
  freshness: string;
}

export function Landing({ content, latestPost, stats, videoUrl, plans, freshness }: LandingProps) {
  const { howItWorks, benefits, objections, faq, faqJsonLd } = content;
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => revalidator.revalidate(), REFETCH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);

  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-4xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">
            Revisão de juros com dados oficiais
          </p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight sm:text-5xl">
            Descubra se os juros do seu contrato são abusivos
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-100">
            Compare a taxa do seu financiamento de veículo, empréstimo pessoal, consignado ou cartão
            consignado com a taxa média do Banco Central do mês em que você assinou.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/calculadora-online-juros"
              className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-white px-6 text-base font-bold text-brand-900 hover:bg-brand-50"
            >
              <Icon name="calculator" aria-hidden className="size-5" />
              Calcular grátis agora
            </Link>
            <a
              href="#planos"
              className="inline-flex min-h-12 items-center justify-center rounded-xl border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10"
            >
              Ver planos
            </a>
          </div>
          <p className="mt-4 text-sm text-brand-100">
            Grátis e sem cadastro na calculadora online.
          </p>
        </div>
      </section>

      {/* DESIGN D25, §7.3: a figure only when there is something real to show (no "0 análises"). */}
      {stats.monthsCovered > 0 || stats.analyses > 0 ? (
        <section
          aria-label="Nossos números"
          className="border-b border-slate-200 bg-white px-4 py-6"
        >
          <dl
            className={`mx-auto grid max-w-4xl grid-cols-1 gap-4 text-center ${stats.monthsCovered > 0 && stats.analyses > 0 ? "sm:grid-cols-2" : ""}`}
          >
            {stats.monthsCovered > 0 ? (
              <div>
                <dt className="text-sm text-slate-600">Meses de taxas oficiais do Banco Central</dt>
                <dd className="text-2xl font-bold text-brand-800">
                  <span className="block">{stats.monthsCovered.toLocaleString("pt-BR")}</span>
                  <span className="block text-sm font-normal text-slate-600">{freshness}</span>
                </dd>
              </div>
            ) : null}
            {stats.analyses > 0 ? (
              <div>
                <dt className="text-sm text-slate-600">Análises feitas no RevisaFácil</dt>
                <dd className="text-2xl font-bold text-brand-800">
                  {stats.analyses.toLocaleString("pt-BR")}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 md:grid-cols-2">
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Icon name="users" aria-hidden className="size-8 text-brand-700" />
          <h2 className="mt-3 text-xl font-bold">Fale com um advogado parceiro</h2>
          <p className="mt-2 text-slate-700">
            Descreva a sua situação e um advogado parceiro da sua região pode entrar em contato. O
            pedido é gratuito.
          </p>
          <Link
            to="/solicitar-ajuda-juridica"
            className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
          >
            Pedir ajuda jurídica <Icon name="arrow-right" aria-hidden className="size-4" />
          </Link>
        </article>
        {latestPost ? (
          <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon name="newspaper" aria-hidden className="size-8 text-brand-700" />
            <p className="mt-3 text-sm font-semibold text-brand-700">Último artigo do blog</p>
            <h2 className="mt-1 text-xl font-bold">{latestPost.title}</h2>
            <p className="mt-2 text-slate-700">{latestPost.summary}</p>
            <p className="mt-2 text-sm text-slate-600">
              {latestPost.author} ·{" "}
              {new Date(latestPost.publishedAt).toLocaleDateString("pt-BR", {
                timeZone: "America/Sao_Paulo",
              })}
            </p>
            <Link
              to={`/${latestPost.slug}`}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-200 px-4 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Ler artigo <Icon name="arrow-right" aria-hidden className="size-4" />
            </Link>
          </article>
        ) : null}
      </div>

      {videoUrl ? (
        <section aria-labelledby="video-titulo" className="mx-auto max-w-4xl px-4 pb-10">
          <h2 id="video-titulo" className="text-2xl font-bold">
            Entenda em poucos minutos
          </h2>
          <div className="mt-4 aspect-video overflow-hidden rounded-2xl bg-slate-900">
            <iframe
              src={videoUrl}
              title="Vídeo explicativo do RevisaFácil"
              className="size-full"
              sandbox="allow-scripts allow-same-origin allow-presentation"
              allow="fullscreen"
              loading="lazy"
            />
          </div>
        </section>
      ) : null}

      <section aria-labelledby="como-funciona" className="bg-white px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="como-funciona" className="text-2xl font-bold">
            Como funciona
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {howItWorks.map((step, i) => (
              <li key={step.title} className="rounded-2xl border border-slate-200 p-5">
                <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  {i + 1}
                </span>
                <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
                <p className="mt-1 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="beneficios" className="px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="beneficios" className="text-2xl font-bold">
            Por que usar o RevisaFácil
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {benefits.map((b, i) => {
              const icon = BENEFIT_ICONS[i] ?? "shield-check";
              return (
                <li key={b.title} className="flex gap-3 rounded-2xl bg-white p-5 shadow-sm">
                  <Icon name={icon} aria-hidden className="size-6 shrink-0 text-ok-700" />
                  <div>
                    <h3 className="font-semibold">{b.title}</h3>
                    <p className="mt-1 text-slate-700">{b.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="objecoes" className="bg-white px-4 py-12">
        <div className="mx-auto max-w-5xl">
          <h2 id="objecoes" className="text-2xl font-bold">
            Dúvidas comuns antes de começar
          </h2>
          <div className="mt-6 grid gap-4 md:grid-cols-3">
            {objections.map((o) => (
              <div key={o.q} className="rounded-2xl border border-slate-200 p-5">
                <h3 className="font-semibold">{o.q}</h3>
                <p className="mt-2 text-slate-700">{o.a}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="advogados" className="px-4 py-12">
        <div className="mx-auto max-w-5xl rounded-2xl bg-slate-900 p-6 text-white sm:p-10">
          {/* No testimonials section while there are no real, authorised quotes (DESIGN §7.3). */}
          <h2 id="advogados" className="text-2xl font-bold">
            Você é advogado?
          </h2>
          <p className="mt-3 max-w-2xl text-slate-200">
            Atua com direito bancário? Conheça a área de parceiros RevisaConecta e receba pedidos de
            consumidores da sua região.
          </p>
          <Link
            to="/revisaconecta"
            className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-4 font-semibold text-slate-900 hover:bg-slate-100"
          >
            Conhecer o RevisaConecta <Icon name="arrow-right" aria-hidden className="size-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="faq" className="bg-white px-4 py-12">
        <div className="mx-auto max-w-3xl">
          <h2 id="faq" className="text-2xl font-bold">
            Perguntas frequentes
          </h2>
          <JsonLd json={faqJsonLd} />
          <Accordion className="mt-6">
            {faq.map((item) => (
              <AccordionItem key={item.q} title={item.q} name="faq">
                <p>{item.a}</p>
              </AccordionItem>
            ))}
          </Accordion>
        </div>
      </section>

      {plans}
    </div>
  );
}
