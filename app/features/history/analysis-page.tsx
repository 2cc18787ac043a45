// /minhas-analises/:id (DESIGN D30, §7.6): one recorded analysis shown from its record (inputs and
// the rate certificate as they were, not recomputed), "Recalcular com os dados atuais" when the BCB
// has published newer data (a new analysis, not counted against the plan limit), the laudo (PDF for
// subscribers, locked for the free plan) and "Excluir análise". Another person's id answers 404.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigate, useNavigation, useSubmit } from "react-router";
import { db } from "~/db/client.server";
import { CONTRACT_TYPE_LABELS } from "~/domain/contract-types";
import { monthLabel } from "~/domain/months";
import { isPaidTier } from "~/domain/plan-limits";
import { isProvisional } from "~/domain/rates";
import { AnalysisResult } from "~/features/analysis/analysis-result";
import { viewerContext } from "~/platform/context";
import { flashCookie } from "~/platform/flash.server";
import { formatDateTime } from "~/platform/dates";
import { getRateTable } from "~/features/rates/rates.server";
import { readForm } from "~/platform/form.server";
import { Alert } from "~/ui/alert";
import { Button, ButtonLink } from "~/ui/button";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { ConfirmDialog } from "~/ui/dialog";
import type { Route } from "./+types/analysis-page";
import {
  deleteOwnAnalysis,
  ensureVerificationCode,
  getOwnAnalysis,
  newerDataMonth,
  recalculateOwnAnalysis,
  saveOwnRevision,
} from "./history.server";
import {
  canRevise,
  parseRevisionForm,
  REVISION_FIELDS,
  REVISION_FORM_MSG,
  type RevisionErrors,
  revisionDefaults,
} from "./revision-form";
import { RevisionForm } from "./revision-form-view";
import { RevisionPanel } from "~/features/recovery/revision-panel";
import {
  computeRevisionDetails,
  computeRmcConversion,
  loadRevisionDeps,
  revisionRecord,
  revisionView,
  rmcRecord,
  rmcView,
} from "~/features/recovery/revision.server";
import { revisionInputSchema } from "~/features/recovery/revision-schema";
import { RmcPanel } from "~/features/recovery/rmc-panel";
import { rmcInputSchema } from "~/features/recovery/rmc-schema";
import {
  canConvertRmc,
  parseRmcForm,
  RMC_FIELDS,
  RMC_FORM_MSG,
  type RmcErrors,
  rmcDefaults,
} from "./rmc-form";
import { RmcForm } from "./rmc-form-view";
import { RecordedInputs } from "./recorded-inputs";
import { useResultFocus } from "./use-result-focus";

const RESULT_INTENTS = ["revisao", "rmc"] as const;
import { formatVerificationCode } from "./verification-code";
import { identificationPath, memoriaPath } from "./identification-paths";
import { HISTORY_MSG, PROVISIONAL_NO_PDF, PROVISIONAL_NO_REVISION } from "./texts";

export function meta() {
  return [
    { title: "Análise — Minhas análises — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

const notFound = () => data(HISTORY_MSG.notFound, { status: 404 });

/** The panel of the stored recalculation, recomputed from its stored inputs (same domain code). */
async function storedRevisionView(stored: unknown) {
  const entrada = (stored as { entrada?: unknown } | null)?.entrada;
  if (!entrada) return null;
  const parsed = revisionInputSchema.safeParse(entrada);
  if (!parsed.success) return null;
  const result = revisionView(await loadRevisionDeps(db()), parsed.data);
  return result.ok ? result.view : null;
}

/** The RMC/RCC conversion stored with a card analysis, recomputed from its stored inputs. */
async function storedRmcView(stored: unknown) {
  const s = stored as { tipo?: unknown; entrada?: unknown } | null;
  if (s?.tipo !== "rmc" || !s.entrada) return null;
  const parsed = rmcInputSchema.safeParse(s.entrada);
  if (!parsed.success) return null;
  const result = rmcView(await loadRevisionDeps(db()), parsed.data);
  return result.ok ? result.view : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = context.get(viewerContext);
  const own = await getOwnAnalysis(db(), viewer.user!.id, params.id);
  if (!own) throw notFound();
  const newerMonth = newerDataMonth(own.record, await getRateTable());
  const subscriber = isPaidTier(viewer.plan.tier);
  // §8.3: compared with another month → no revision, refund or laudo until the month is published.
  const provisorio = isProvisional(own.record.analise.certificado);
  // The code goes into the laudo, which only subscribers download (DESIGN D30).
  const codigo = subscriber && !provisorio ? await ensureVerificationCode(db(), own.id) : null;
  const card = canConvertRmc(own.record.entrada.tipo);
  return {
    provisorio,
    revision: card || provisorio ? null : await storedRevisionView(own.revisao),
    revisionDefaults: revisionDefaults(own.record, own.revisao),
    canRevise: canRevise(own.record.entrada.tipo) && !provisorio,
    rmc: card && !provisorio ? await storedRmcView(own.revisao) : null,
    rmcDefaults: card && !provisorio ? rmcDefaults(own.record, own.revisao) : null,
    id: own.id,
    createdAt: own.createdAt,
    record: own.record,
    recalculoDe: own.recalculoDe,
    newerMonth: newerMonth ? monthLabel(newerMonth) : null,
    subscriber,
    codigo,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const userId = context.get(viewerContext).user!.id;
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "excluir") {
    const deleted = await deleteOwnAnalysis(db(), userId, params.id);
    if (!deleted.ok) throw notFound();
    return redirect("/minhas-analises", {
      headers: { "Set-Cookie": flashCookie(request, { title: HISTORY_MSG.deleted }) },
    });
  }
  if (intent === "revisao") {
    const own = await getOwnAnalysis(db(), userId, params.id);
    if (!own) throw notFound();
    const parsed = parseRevisionForm(form, own.record, own.revisao);
    if (!parsed.ok)
      return data(
        { revisionErrors: parsed.errors, revisionValues: parsed.values },
        { status: 400 },
      );
    const details = computeRevisionDetails(await loadRevisionDeps(db()), parsed.input);
    if (!details.ok) {
      const field = (REVISION_FIELDS as readonly string[]).includes(details.campo)
        ? details.campo
        : "form";
      return data(
        {
          revisionErrors: { [field]: details.erro } as RevisionErrors,
          revisionValues: parsed.values,
        },
        { status: 400 },
      );
    }
    // Stored with its inputs: the laudo, the lawyer's copy and /verificar read it back (D29/D30).
    await saveOwnRevision(db(), userId, own.id, {
      ...revisionRecord(details),
      entrada: parsed.input,
      digitado: parsed.values,
    });
    return redirect(`/minhas-analises/${own.id}#recalculo`);
  }
  if (intent === "rmc") {
    const own = await getOwnAnalysis(db(), userId, params.id);
    if (!own) throw notFound();
    if (!canConvertRmc(own.record.entrada.tipo))
      throw data("A conversão RMC/RCC é só para cartões consignados.", { status: 400 });
    const parsed = parseRmcForm(form);
    if (!parsed.ok)
      return data({ rmcErrors: parsed.errors, rmcValues: parsed.values }, { status: 400 });
    const details = computeRmcConversion(await loadRevisionDeps(db()), parsed.input);
    if (!details.ok) {
      const field = (RMC_FIELDS as readonly string[]).includes(details.campo)
        ? details.campo
        : "form";
      return data(
        { rmcErrors: { [field]: details.erro } as RmcErrors, rmcValues: parsed.values },
        { status: 400 },
      );
    }
    // Stored with its inputs, like the recalculation: the laudo, the lawyer's copy and /verificar read it.
    await saveOwnRevision(db(), userId, own.id, {
      ...rmcRecord(details, parsed.input),
      entrada: parsed.input,
      digitado: parsed.values,
    });
    return redirect(`/minhas-analises/${own.id}#recalculo`);
  }
  if (intent === "recalcular") {
    const outcome = await recalculateOwnAnalysis(db(), userId, params.id, await getRateTable());
    if (!outcome.ok && outcome.reason === "not_found") throw notFound();
    if (!outcome.ok) return data({ error: HISTORY_MSG.noNewerData }, { status: 409 });
    return redirect(`/minhas-analises/${outcome.id}`, {
      headers: { "Set-Cookie": flashCookie(request, { title: HISTORY_MSG.recalcDone }) },
    });
  }
  throw data("Ação desconhecida.", { status: 400 });
}

export default function AnalysisPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id, createdAt, record, recalculoDe, newerMonth, subscriber, codigo, provisorio } =
    loaderData;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const recalculating = busy && navigation.formData?.get("intent") === "recalcular";
  const deleting = busy && navigation.formData?.get("intent") === "excluir";
  // A successful recalculation or conversion redirects (no action data); errors come back as data.
  const resultRef = useResultFocus<HTMLDivElement>(RESULT_INTENTS, !actionData);

  return (
    <Container className="py-8 sm:py-10">
      <PageHeading
        eyebrow={HISTORY_MSG.detailEyebrow}
        title={`Análise de ${formatDateTime(createdAt)}`}
        description={HISTORY_MSG.recordedNote}
        actions={
          <ButtonLink to="/minhas-analises" variant="outline">
            {HISTORY_MSG.back}
          </ButtonLink>
        }
      />
      {/* minmax(0, …): a wide table inside scrolls in its own region instead of widening the page (360 px). */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-5">
          {recalculoDe ? (
            <p className="text-sm text-slate-700">
              {HISTORY_MSG.recalculatedFrom}{" "}
              <Link
                to={`/minhas-analises/${recalculoDe}`}
                className="font-semibold text-brand-700 underline"
              >
                análise anterior
              </Link>
              .
            </p>
          ) : null}
          {newerMonth ? (
            <Alert tone="info" title={HISTORY_MSG.recalcTitle} role="none">
              <p>
                Esta análise usou os dados do Banco Central até{" "}
                {monthLabel(record.analise.certificado.dadosAte ?? record.entrada.mes)}; já há dados
                até {newerMonth}. {HISTORY_MSG.recalcNote}
              </p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="recalcular" />
                <Button
                  type="submit"
                  variant="secondary"
                  icon={<Icon name="refresh-cw" className="size-4" />}
                  loading={recalculating}
                  loadingText={HISTORY_MSG.recalculating}
                >
                  {HISTORY_MSG.recalcButton}
                </Button>
              </Form>
            </Alert>
          ) : null}
          {actionData && "error" in actionData ? (
            <Alert tone="warning" role="alert">
              {actionData.error}
            </Alert>
          ) : null}
          <RecordedInputs record={record} />
          <AnalysisResult
            analysis={record.analise}
            analysisId={id}
            subscriber={subscriber}
            onAnalyzeAnother={() => navigate("/")}
          />
          <Card as="section" id="recalculo" aria-labelledby="recalculo-titulo">
            <h2 id="recalculo-titulo" className="text-xl font-bold">
              {REVISION_FORM_MSG.title}
            </h2>
            {loaderData.canRevise ? (
              <>
                <p className="mt-1 text-slate-700">{REVISION_FORM_MSG.intro}</p>
                <div className="mt-4">
                  <RevisionForm
                    values={
                      actionData && "revisionValues" in actionData
                        ? actionData.revisionValues
                        : loaderData.revisionDefaults
                    }
                    errors={
                      actionData && "revisionErrors" in actionData
                        ? actionData.revisionErrors
                        : undefined
                    }
                  />
                </div>
              </>
            ) : loaderData.rmcDefaults ? (
              <>
                <h3 className="mt-1 text-lg font-semibold text-slate-900">{RMC_FORM_MSG.title}</h3>
                <p className="mt-1 text-slate-700">{RMC_FORM_MSG.intro}</p>
                <div className="mt-4">
                  <RmcForm
                    values={
                      actionData && "rmcValues" in actionData
                        ? actionData.rmcValues
                        : loaderData.rmcDefaults
                    }
                    errors={
                      actionData && "rmcErrors" in actionData ? actionData.rmcErrors : undefined
                    }
                  />
                </div>
              </>
            ) : provisorio ? (
              <p className="mt-1 text-slate-700">{PROVISIONAL_NO_REVISION}</p>
            ) : (
              <p className="mt-1 text-slate-700">{REVISION_FORM_MSG.notAvailable}</p>
            )}
          </Card>
          <div ref={resultRef} className="flex flex-col gap-5 empty:hidden">
            {loaderData.revision ? (
              <Card>
                <RevisionPanel view={loaderData.revision} />
              </Card>
            ) : null}
            {loaderData.rmc ? (
              <Card>
                <RmcPanel view={loaderData.rmc} />
              </Card>
            ) : null}
          </div>
        </div>
        <aside className="flex flex-col gap-4" aria-label="Laudo e ações">
          <Card as="section" aria-labelledby="laudo-titulo">
            <h2 id="laudo-titulo" className="text-lg font-bold">
              {HISTORY_MSG.laudoTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{HISTORY_MSG.laudoText}</p>
            {provisorio ? (
              <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                {PROVISIONAL_NO_PDF}
              </p>
            ) : subscriber && codigo ? (
              <>
                {/* No `download` attribute: the first time, the server answers with the identification form. */}
                <a
                  href={memoriaPath(id)}
                  className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
                >
                  <Icon name="download" aria-hidden className="size-5" />
                  {HISTORY_MSG.laudoDownload}
                </a>
                <p className="mt-3 text-sm text-slate-700">
                  {HISTORY_MSG.verificationCode}:{" "}
                  <span className="break-all font-mono font-semibold">
                    {formatVerificationCode(codigo)}
                  </span>
                </p>
                <Link
                  to={`/verificar/${codigo}`}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                >
                  {HISTORY_MSG.verifyLink}
                </Link>
                <Link
                  to={identificationPath(id)}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
                >
                  {HISTORY_MSG.identificationLink}
                </Link>
              </>
            ) : (
              <>
                <p className="mt-4 flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm font-semibold text-slate-600">
                  <Icon name="lock" aria-label="bloqueado" className="size-4 shrink-0" />
                  {HISTORY_MSG.laudoDownload}
                </p>
                <p className="mt-2 text-sm text-slate-700">{HISTORY_MSG.laudoLocked}</p>
                <ButtonLink to="/assinatura" variant="outline" className="mt-3">
                  {HISTORY_MSG.laudoPlans}
                </ButtonLink>
              </>
            )}
          </Card>
          <Card>
            <ButtonLink to={`/solicitar-ajuda-juridica?analise=${id}`} variant="outline" block>
              {HISTORY_MSG.askLawyer}
            </ButtonLink>
          </Card>
          <Card as="section" aria-labelledby="excluir-titulo">
            <h2 id="excluir-titulo" className="sr-only">
              {HISTORY_MSG.deleteButton}
            </h2>
            <Form
              method="post"
              onSubmit={(event) => {
                // With JavaScript, ask first; the dialog's button submits.
                event.preventDefault();
                setConfirmDelete(true);
              }}
            >
              <input type="hidden" name="intent" value="excluir" />
              <Button
                type="submit"
                variant="outline"
                icon={<Icon name="trash" className="size-4" />}
              >
                {HISTORY_MSG.deleteButton}
              </Button>
            </Form>
          </Card>
        </aside>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={() => submit({ intent: "excluir" }, { method: "post" })}
        title={HISTORY_MSG.deleteTitle}
        description={`${CONTRACT_TYPE_LABELS[record.entrada.tipo]} · contrato de ${monthLabel(record.entrada.mes)} · análise de ${formatDateTime(createdAt)}`}
        confirmLabel={HISTORY_MSG.deleteConfirm}
        confirmVariant="danger"
        loading={deleting}
        loadingText={HISTORY_MSG.deleting}
      >
        <p>{HISTORY_MSG.deleteBody}</p>
      </ConfirmDialog>
    </Container>
  );
}
