// The three legal topic pages (SPEC §2 route table), for subscribers like the legal page. One
// module serves the three routes; the path picks the topic from editorial/legal-info/topics.
import { Icon } from "~/ui/icons/icon";
import { data, Link } from "react-router";
import { planLockContext, viewerContext } from "~/platform/context";
import { PaidPlanNotice } from "~/platform/paid-plan-notice";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { TOPIC_BY_PATH } from "../../../editorial/legal-info/topics";
import type { Route } from "./+types/topic-page";

export function meta({ loaderData }: Route.MetaArgs) {
  const title = !loaderData
    ? "Informações Jurídicas"
    : loaderData.locked
      ? loaderData.titulo
      : loaderData.topic.titulo;
  return [{ title: `${title} — RevisaFácil` }, { name: "robots", content: "noindex" }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
  const topic = TOPIC_BY_PATH.get(pathname);
  if (!topic) throw data("Página não encontrada.", { status: 404 });
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext) || !viewer.user)
    return { locked: true as const, titulo: topic.titulo };
  return { locked: false as const, topic };
}

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) {
    return (
      <Container width="md" className="py-10">
        <PageHeading title={loaderData.titulo} className="mb-8" />
        <PaidPlanNotice />
      </Container>
    );
  }
  const { topic } = loaderData;
  return (
    <Container width="md" className="py-8 sm:py-10">
      <nav aria-label="Trilha de navegação" className="mb-4 text-sm">
        <Link
          to="/informacoes-juridicas"
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
        >
          <Icon name="arrow-left" aria-hidden className="size-4" />
          Informações Jurídicas
        </Link>
      </nav>
      <PageHeading title={topic.titulo} description={topic.resumo} />
      <article className="mt-8 flex flex-col gap-8">
        {topic.secoes.map((secao) => (
          <section key={secao.titulo}>
            <h2 className="text-xl font-bold tracking-tight text-slate-900">{secao.titulo}</h2>
            {secao.paragrafos.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-slate-800">
                {p}
              </p>
            ))}
            {secao.itens ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-800">
                {secao.itens.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
      <Card as="section" className="mt-10" aria-labelledby="proximos-passos">
        <h2 id="proximos-passos" className="text-lg font-bold text-slate-900">
          Próximos passos
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {topic.links.map((link, i) => (
            <ButtonLink
              key={link.to}
              to={link.to}
              variant={i === 0 ? "primary" : "outline"}
              icon={<Icon name="arrow-right" aria-hidden className="size-5" />}
            >
              {link.label}
            </ButtonLink>
          ))}
        </div>
      </Card>
    </Container>
  );
}
