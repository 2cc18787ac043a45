// /curso-reducao-consignado — sales page of the payroll-loan debt course (SPEC §2, DESIGN D22/D25).
// Offer terms (price, instalments, guarantee) are shown; unverifiable claims (viewers, clients,
// spots left, bonus value) are not. The terms come from ~/domain/course, which the checkout and
// the guarantee read too; "Quero me inscrever" goes to /auth?from=curso (DESIGN §8b.22).
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { COURSE, courseDiscountPercent, guaranteeRule, instalmentLabel } from "~/domain/course";
import { formatPrice } from "~/domain/plans";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container } from "~/ui/container";
import { courseModules } from "~/features/course/modules.server";
import type { Route } from "./+types/course-landing";

const ENROL = "/auth?from=curso";

/** The modules as written (editorial/curso/modulos), when they are published. */
export function loader() {
  return {
    modules: courseModules().map(({ title, summary }) => [title, summary] as const),
  };
}

export function meta() {
  return [
    { title: "Curso: como reduzir as parcelas do seu consignado — RevisaFácil" },
    {
      name: "description",
      content:
        "Aprenda, passo a passo, a revisar juros, pedir a devolução de seguros e negociar o seu consignado. Garantia de 30 dias.",
    },
  ];
}

const modules = [
  [
    "Entenda o seu contrato",
    "Taxa mensal, CET, seguro, tarifas: onde cada número aparece e o que significa.",
  ],
  [
    "Compare com o Banco Central",
    "Como encontrar a taxa média do mês da assinatura e aplicar a regra de 1,5 vez.",
  ],
  [
    "Cartão consignado (RMC/RCC)",
    "Como identificar um cartão contratado no lugar de um empréstimo e o que pedir.",
  ],
  ["Seguro prestamista", "Venda casada, Tema 972 do STJ e o passo a passo do pedido de devolução."],
  [
    "Pedidos administrativos",
    "SAC, ouvidoria, Banco Central, consumidor.gov.br e Procon, com modelos prontos.",
  ],
  ["Portabilidade e renegociação", "Como usar propostas de outros bancos para baixar a parcela."],
] as const;

export default function CourseLanding({ loaderData }: Route.ComponentProps) {
  const discount = courseDiscountPercent();
  const listed = loaderData.modules.length > 0 ? loaderData.modules : modules;
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-900 to-brand-800 px-4 py-14 text-white">
        <Container width="md" className="px-0">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold">
            <Icon name="book-open" aria-hidden className="size-4" /> Curso online
          </p>
          <h1 className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">
            Reduza as parcelas do seu consignado com informação e os pedidos certos
          </h1>
          <p className="mt-4 text-lg text-brand-100">
            Um curso em português claro para quem tem empréstimo ou cartão consignado e quer revisar
            juros, pedir a devolução de seguros e negociar melhores condições.
          </p>
        </Container>
      </section>

      <Container width="md" className="py-10">
        <Card
          as="section"
          aria-labelledby="oferta-titulo"
          highlighted
          className="flex flex-col gap-3"
        >
          <h2 id="oferta-titulo" className="text-xl font-bold">
            Oferta
          </h2>
          <p className="text-slate-700">
            De <s>{formatPrice(COURSE.priceFromCents)}</s> por{" "}
            <strong className="text-2xl text-brand-800">{formatPrice(COURSE.priceCents)}</strong> (
            {discount}% de desconto), à vista ou em até {COURSE.maxInstalments}x no cartão, sem
            acréscimo: {instalmentLabel(COURSE.priceCents, COURSE.maxInstalments)}.
          </p>
          <p className="flex gap-2 text-slate-800">
            <Icon name="shield-check" aria-hidden className="mt-0.5 size-5 shrink-0 text-ok-700" />
            {guaranteeRule()}
          </p>
          <Link to={ENROL} className={buttonClasses({ size: "lg", block: true })}>
            Quero me inscrever
          </Link>
          <p className="text-sm text-slate-600">
            Crie sua conta ou entre para concluir a inscrição. Resultados dependem de cada contrato
            e da análise de cada caso.
          </p>
        </Card>

        <section aria-labelledby="modulos-titulo" className="mt-10">
          <h2 id="modulos-titulo" className="text-xl font-bold">
            O que você vai aprender
          </h2>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2">
            {listed.map(([title, text], i) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-4">
                <p className="font-semibold">
                  {i + 1}. {title}
                </p>
                <p className="mt-1 text-sm text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="para-quem-titulo" className="mt-10">
          <h2 id="para-quem-titulo" className="text-xl font-bold">
            Para quem é
          </h2>
          <ul className="mt-4 flex flex-col gap-2 text-slate-800">
            {[
              "Aposentados e pensionistas do INSS com empréstimo ou cartão consignado.",
              "Servidores públicos e trabalhadores do setor privado com desconto em folha.",
              "Quem quer entender o contrato antes de procurar um advogado.",
            ].map((t) => (
              <li key={t} className="flex gap-2">
                <Icon
                  name="circle-check"
                  aria-hidden
                  className="mt-0.5 size-5 shrink-0 text-ok-700"
                />
                {t}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="bonus-titulo" className="mt-10 grid gap-4 sm:grid-cols-2">
          <h2 id="bonus-titulo" className="sr-only">
            Incluído no curso
          </h2>
          <div className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
            <Icon name="badge-check" aria-hidden className="size-6 shrink-0 text-brand-700" />
            <p className="text-slate-800">
              Modelos de notificação e de pedido de devolução do seguro.
            </p>
          </div>
          <div className="flex gap-3 rounded-xl bg-white p-4 shadow-sm">
            <Icon name="calendar-clock" aria-hidden className="size-6 shrink-0 text-brand-700" />
            <p className="text-slate-800">
              Aulas em texto, com as fontes de cada regra, no celular ou no computador.
            </p>
          </div>
        </section>

        <div className="mt-10">
          <Link to={ENROL} className={buttonClasses({ size: "lg", block: true })}>
            Quero me inscrever
          </Link>
        </div>
      </Container>
    </div>
  );
}
