// /curso-reducao-consignado/aulas/:modulo — one module, with the blog's typography and its
// sources (guarded by shell/areas/course-area: buyers only).
import { data, Link } from "react-router";
import { COURSE_PATHS } from "~/features/billing/course-paths";
import { ArticleBody } from "~/features/blog/article-body";
import { Container } from "~/ui/container";
import { Icon } from "~/ui/icons/icon";
import type { Route } from "./+types/module-page";
import { courseModules } from "./modules.server";

export function meta({ data }: Route.MetaArgs) {
  const title = data?.module ? `${data.module.title} — Curso` : "Módulo não encontrado";
  return [{ title: `${title} — RevisaFácil` }, { name: "robots", content: "noindex" }];
}

export function loader({ params }: Route.LoaderArgs) {
  const modules = courseModules();
  const at = modules.findIndex((m) => m.slug === params.modulo);
  const module = modules[at];
  if (!module) throw data("Módulo não encontrado.", { status: 404 });
  const link = (m: (typeof modules)[number] | undefined) =>
    m ? { slug: m.slug, number: m.number, title: m.title } : null;
  return { module, previous: link(modules[at - 1]), next: link(modules[at + 1]) };
}

export default function ModulePage({ loaderData }: Route.ComponentProps) {
  const { module, previous, next } = loaderData;
  return (
    <Container width="md" className="py-10">
      <Link
        to={COURSE_PATHS.area}
        className="inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline underline-offset-2"
      >
        <Icon name="arrow-left" aria-hidden className="size-4" /> Todos os módulos
      </Link>
      <article className="mt-4">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          Módulo {module.number}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold leading-tight text-slate-900">
          {module.title}
        </h1>
        <p className="mt-3 text-lg text-slate-700">{module.summary}</p>
        <div className="mt-6">
          <ArticleBody blocks={module.blocks} />
        </div>
        <section aria-labelledby="fontes-titulo" className="mt-12 border-t border-slate-200 pt-6">
          <h2 id="fontes-titulo" className="text-xl font-bold text-slate-900">
            Fontes
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-6">
            {module.sources.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {s.text}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </article>
      <nav
        aria-label="Módulos"
        className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-between"
      >
        {previous ? (
          <Link
            to={`${COURSE_PATHS.area}/${previous.slug}`}
            className="min-h-11 font-medium text-brand-700 underline underline-offset-2"
          >
            ← Módulo {previous.number}: {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link
            to={`${COURSE_PATHS.area}/${next.slug}`}
            className="min-h-11 font-medium text-brand-700 underline underline-offset-2"
          >
            Módulo {next.number}: {next.title} →
          </Link>
        ) : null}
      </nav>
    </Container>
  );
}
