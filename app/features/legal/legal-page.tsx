// /informacoes-juridicas (SPEC §2 "Legal information", §6, §9): for subscribers, 3 topic links,
// 2 PDF downloads (checked with HEAD first), 7 educational videos in a modal and a 4-question FAQ.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { db } from "~/db/client.server";
import { planLockContext, viewerContext } from "~/platform/context";
import { PaidPlanNotice } from "~/platform/paid-plan-notice";
import { getRateTable } from "~/features/rates/rates.server";
import { DownloadButton } from "~/features/templates/download-button";
import { storage } from "~/services/storage.server";
import { Accordion, AccordionItem } from "~/ui/accordion";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { LEGAL_FAQ } from "../../../editorial/legal-info/faq";
import { LEGAL_PDFS } from "../../../editorial/legal-info/materials";
import { LEGAL_TOPICS } from "../../../editorial/legal-info/topics";
import type { Route } from "./+types/legal-page";
import { refreshRateTablePdfInBackground } from "./generated-files.server";
import { VideoGallery } from "./video-gallery";
import { listVideos } from "./videos.server";

export function meta() {
  return [{ title: "Informações Jurídicas — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext) || !viewer.user) return { locked: true as const };
  // After the monthly BCB update the rate-table PDF is rebuilt here, off the request's path.
  refreshRateTablePdfInBackground(storage(), await getRateTable());
  const videos = await listVideos(db());
  return {
    locked: false as const,
    topics: LEGAL_TOPICS.map((t) => ({ path: t.path, titulo: t.titulo, resumo: t.resumo })),
    // SPEC §3 "Downloadable material: nome, url".
    materials: Object.values(LEGAL_PDFS).map((m) => ({
      nome: m.nome,
      url: `/storage/modelos/${m.arquivo}`,
      arquivo: m.arquivo,
      descricao: m.descricao,
    })),
    videos: videos.map((v) => ({ id: v.id, titulo: v.titulo, url: v.url })),
    faq: LEGAL_FAQ,
  };
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) {
    return (
      <Container width="md" className="py-10">
        <PageHeading title="Informações Jurídicas" className="mb-8" />
        <PaidPlanNotice />
      </Container>
    );
  }
  const { topics, materials, videos, faq } = loaderData;
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading
        title="Informações Jurídicas"
        description="Seus direitos no crédito explicados em linguagem simples: como pedir ao banco, como ler os juros do contrato e o que fazer diante de práticas abusivas."
      />

      <section aria-labelledby="temas" className="mt-10">
        <SectionHeading id="temas">Temas</SectionHeading>
        <ul className="mt-4 flex flex-col gap-3">
          {topics.map((t) => (
            <li key={t.path}>
              <Link
                to={t.path}
                className="group flex min-h-14 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50"
              >
                <Icon name="book-open" aria-hidden className="size-6 shrink-0 text-brand-700" />
                <span className="flex-1">
                  <span className="block font-semibold text-slate-900 group-hover:text-brand-800">
                    {t.titulo}
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{t.resumo}</span>
                </span>
                <Icon name="chevron-right" aria-hidden className="size-5 shrink-0 text-slate-500" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="materiais" className="mt-10">
        <SectionHeading id="materiais">Materiais para baixar</SectionHeading>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {materials.map((m) => (
            <Card as="li" key={m.arquivo} className="flex flex-col justify-between gap-4">
              <div className="flex gap-3">
                <Icon
                  name="file-down"
                  aria-hidden
                  className="mt-0.5 size-6 shrink-0 text-brand-700"
                />
                <div>
                  <h3 className="font-semibold text-slate-900">{m.nome}</h3>
                  <p className="mt-1 text-sm text-slate-700">{m.descricao}</p>
                  <p className="mt-1 text-xs font-medium text-slate-600">PDF</p>
                </div>
              </div>
              <DownloadButton
                url={m.url}
                filename={m.arquivo}
                label="Baixar PDF"
                description={m.nome}
              />
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="videos" className="mt-10">
        <SectionHeading id="videos">Vídeos educativos</SectionHeading>
        <p className="mt-2 text-slate-700">
          Aulas curtas sobre os seus direitos. Novos vídeos são publicados aos poucos.
        </p>
        <div className="mt-4">
          <VideoGallery videos={videos} />
        </div>
      </section>

      <section aria-labelledby="faq-juridico" className="mt-10">
        <SectionHeading id="faq-juridico">Perguntas frequentes</SectionHeading>
        <Accordion className="mt-4">
          {faq.map((item) => (
            <AccordionItem key={item.q} title={item.q} name="faq-juridico">
              <p>{item.a}</p>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
    </Container>
  );
}
