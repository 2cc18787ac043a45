// /modelos-documentos (SPEC §2 "Document templates", §6, §7, §8; DESIGN D21): the 10 Word
// templates for subscribers, each downloaded after a HEAD check, and an 'ask a lawyer directly'
// button. With ?analise=<id> (one of the caller's analyses) the templates that fit that contract
// are offered filled in with its data; when none fits, the person is asked to contact support.
import { Icon } from "~/ui/icons/icon";
import { Link } from "react-router";
import { db } from "~/db/client.server";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import { formatDecimal } from "~/domain/verdict";
import { planLockContext, viewerContext } from "~/platform/context";
import { PaidPlanNotice } from "~/platform/paid-plan-notice";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading, SectionHeading } from "~/ui/container";
import { DOCUMENT_TEMPLATES, type TemplateSlug } from "../../../editorial/templates/catalogue";
import type { Route } from "./+types/templates-page";
import { DownloadButton } from "./download-button";
import { DOWNLOAD_MSG } from "./download";
import { fieldsFromAnalysis, templatesForType } from "./fields";
import { ANALYSIS_NOT_FOUND, findOwnAnalysis } from "./own-analysis.server";

export function meta() {
  return [{ title: "Modelos de Documentos — RevisaFácil" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  if (context.get(planLockContext) || !viewer.user) return { locked: true as const };

  const analiseId = new URL(request.url).searchParams.get("analise");
  let personal: {
    id: string;
    resumo: string;
    slugs: TemplateSlug[];
  } | null = null;
  let personalError: string | null = null;
  if (analiseId !== null) {
    const analysis = await findOwnAnalysis(db(), viewer.user.id, analiseId);
    if (!analysis) {
      personalError = ANALYSIS_NOT_FOUND;
    } else {
      const { entrada, analise } = analysis;
      // The same values the documents get (domain verdict, DESIGN D28), the average named with its month.
      const fields = fieldsFromAnalysis(analysis);
      const taxa = fields.taxaContrato ? `, taxa do contrato ${fields.taxaContrato}` : "";
      const { caso, mesUsado } = analise.certificado;
      const valor = `${formatDecimal(analise.mediaBacen, 2)}% a.m.`;
      const media =
        caso === "padrao"
          ? `taxa padrão ${valor} (sem dados do Banco Central)`
          : mesUsado
            ? `média do Banco Central de ${monthLabel(mesUsado)} ${valor}`
            : `média do Banco Central ${valor}`;
      personal = {
        id: analysis.id,
        resumo: `${CONTRACT_TYPE_LABELS[entrada.tipo]}, contrato de ${monthLabel(entrada.mes)}${taxa}, ${media}`,
        slugs: templatesForType(entrada.tipo).map((t) => t.slug),
      };
    }
  }

  return {
    locked: false as const,
    personal,
    personalError,
    templates: DOCUMENT_TEMPLATES.map((t) => ({
      slug: t.slug,
      nome: t.nome,
      arquivo: t.arquivo,
      descricao: t.descricao,
      documento: t.documento,
    })),
  };
}

export default function TemplatesPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.locked) {
    return (
      <Container width="md" className="py-10">
        <PageHeading title="Modelos de Documentos" className="mb-8" />
        <PaidPlanNotice />
      </Container>
    );
  }
  const { templates, personal, personalError } = loaderData;
  const forCase = personal ? templates.filter((t) => personal.slugs.includes(t.slug)) : [];

  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading
        title="Modelos de Documentos"
        description="Notificações extrajudiciais e petições iniciais em Word, escritas para revisar juros abusivos e pedir a devolução do seguro imposto. Preencha os campos destacados em amarelo com os seus dados."
      />

      {personalError ? (
        <Alert tone="warning" className="mt-6" role="none">
          {personalError}
        </Alert>
      ) : null}

      {personal ? (
        <section aria-labelledby="modelos-caso" className="mt-8">
          <SectionHeading id="modelos-caso" className="flex items-center gap-2">
            <Icon name="sparkles" aria-hidden className="size-5 text-brand-700" />
            Preenchidos com a sua análise
          </SectionHeading>
          <p className="mt-2 text-slate-700">{personal.resumo}.</p>
          {forCase.length === 0 ? (
            <Alert tone="info" className="mt-4" title="Sem modelo para este caso">
              {DOWNLOAD_MSG.noTemplate}{" "}
              <Link to="/suporte" className="font-semibold text-brand-700 underline">
                Falar com o suporte
              </Link>
            </Alert>
          ) : (
            <ul className="mt-4 flex flex-col gap-4">
              {forCase.map((t) => (
                <TemplateCard
                  key={`caso-${t.slug}`}
                  template={t}
                  url={`/modelos-documentos/${t.arquivo}?analise=${personal.id}`}
                  filename={`${t.slug}-personalizado.docx`}
                  personalised
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="todos-modelos" className="mt-10">
        <SectionHeading id="todos-modelos">
          {personal ? "Todos os modelos" : "Modelos para baixar"}
        </SectionHeading>
        <p className="mt-2 text-slate-700">
          Comece pela notificação ao banco; a petição é para quando o pedido administrativo não
          resolve.
        </p>
        <ul className="mt-4 flex flex-col gap-4">
          {templates.map((t) => (
            <TemplateCard
              key={t.slug}
              template={t}
              url={`/storage/modelos/${t.arquivo}`}
              filename={t.arquivo}
            />
          ))}
        </ul>
      </section>

      <Card
        as="section"
        className="mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
        aria-labelledby="advogado-titulo"
      >
        <div>
          <h2
            id="advogado-titulo"
            className="flex items-center gap-2 text-lg font-bold text-slate-900"
          >
            <Icon name="gavel" aria-hidden className="size-5 text-brand-700" />
            Prefere que um advogado cuide disso?
          </h2>
          <p className="mt-1 text-slate-700">
            Um advogado parceiro pode revisar o seu contrato e indicar o melhor caminho. O pedido é
            gratuito.
          </p>
        </div>
        <ButtonLink to="/solicitar-ajuda-juridica" className="shrink-0">
          Falar direto com um advogado
        </ButtonLink>
      </Card>

      <p className="mt-6 flex items-start gap-2 text-sm text-slate-600">
        <Icon name="headset" aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Os modelos são uma referência e não garantem resultado. Dúvidas sobre qual usar?{" "}
          <Link to="/suporte" className="font-semibold text-brand-700 underline">
            Fale com o suporte ao assinante
          </Link>
          .
        </span>
      </p>
    </Container>
  );
}

function TemplateCard({
  template,
  url,
  filename,
  personalised = false,
}: {
  template: { nome: string; descricao: string; documento: "notificacao" | "peticao" };
  url: string;
  filename: string;
  personalised?: boolean;
}) {
  return (
    <Card as="li" className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex gap-3">
        <Icon name="file-text" aria-hidden className="mt-1 size-6 shrink-0 text-brand-700" />
        <div>
          <h3 className="font-semibold text-slate-900">{template.nome}</h3>
          <p className="mt-1 text-sm text-slate-700">{template.descricao}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Badge tone="neutral">Word (.docx)</Badge>
            <Badge tone={template.documento === "notificacao" ? "brand" : "neutral"}>
              {template.documento === "notificacao" ? "Para enviar ao banco" : "Para a Justiça"}
            </Badge>
            {personalised ? <Badge tone="success">Com os dados da sua análise</Badge> : null}
          </div>
        </div>
      </div>
      <div className="sm:w-56 sm:shrink-0">
        <DownloadButton url={url} filename={filename} label="Baixar" description={template.nome} />
      </div>
    </Card>
  );
}
