// /verificar/:codigo (DESIGN D30, §7.8): public. Shows what a laudo was computed from — the inputs,
// the BCB certificate, the rule version, the verdict and the recovery figures — and nothing
// personal beyond the owner's first name. Deleted analysis → "retirado pelo titular". Lookups are
// rate-limited per client IP (counters in the database, so they hold across instances).
import { Icon } from "~/ui/icons/icon";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { CLIENT_IP_HEADER } from "~/features/auth/auth.server";
import { formatDateTime } from "~/platform/dates";
import { hitRateLimit, retryAfterText } from "~/services/rate-limit.server";
import { Card } from "~/ui/card";
import { Container, PageHeading } from "~/ui/container";
import { monthLabel } from "~/domain/months";
import { formatMoney, formatNumber } from "~/domain/numbers";
import { provenanceOf } from "~/domain/rates";
import type { Route } from "./+types/verify-page";
import { findVerification, formatVerificationCode } from "./history.server";
import { laudoVerdict } from "./laudo-content";
import { RecordedInputs } from "./recorded-inputs";
import { parseStoredRevision } from "./revision-record";
import { RMC_FORM_MSG } from "./rmc-form";
import { parseStoredRmc, rmcSummary } from "./rmc-record";
import { VERIFY_MSG } from "./texts";

/** Lookups per client IP per minute: plenty for a person, useless for guessing codes. */
export const VERIFY_MAX_PER_MINUTE = 30;

// React Router sends a loader's headers only through this: the 429's Retry-After must reach it.
export function headers({ loaderHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export function meta() {
  return [
    { title: "Verificação da memória de cálculo — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const ip = request.headers.get(CLIENT_IP_HEADER) ?? "desconhecido";
  const limit = await hitRateLimit(db(), `verificar:ip:${ip}`, {
    max: VERIFY_MAX_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!limit.ok) {
    return data(
      {
        status: "limite" as const,
        message: `${VERIFY_MSG.tooMany} ${retryAfterText(limit.retryAfterSeconds)}`,
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const found = await findVerification(db(), params.codigo);
  if (found.status === "desconhecido")
    return data({ status: "desconhecido" as const }, { status: 404 });
  if (found.status === "retirado")
    return data(
      { status: "retirado" as const, codigo: formatVerificationCode(found.codigo) },
      { status: 410 },
    );
  const revision = parseStoredRevision(found.revisao);
  const rmc = parseStoredRmc(found.revisao);
  return data({
    status: "valido" as const,
    codigo: formatVerificationCode(found.codigo),
    primeiroNome: found.primeiroNome,
    createdAt: found.analysisCreatedAt,
    record: found.record,
    verdict: laudoVerdict(found.record),
    revision: revision
      ? {
          entradas: revision.entradas,
          textos: revision.textos,
          pagoAMais: revision.pagoAMais,
          restituicao: revision.restituicao,
          correcao: revision.correcao,
        }
      : null,
    // A card analysis: the RMC/RCC conversion the laudo carries (inputs, sentences, figures).
    rmc: rmc
      ? { entradas: rmc.entradas, textos: rmc.resultado.textos, resumo: rmcSummary(rmc) }
      : null,
  });
}

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <Container width="md" className="py-8 sm:py-10">
      <PageHeading eyebrow="RevisaFácil" title={VERIFY_MSG.title} />
      {d.status === "limite" ? (
        <p
          role="alert"
          className="mt-6 rounded-2xl border border-amber-200 bg-warn-50 p-6 text-warn-800"
        >
          {d.message}
        </p>
      ) : d.status === "desconhecido" ? (
        <Card className="mt-6 flex flex-col gap-2">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="circle-x" aria-hidden className="size-6 text-slate-600" />
            {VERIFY_MSG.unknownTitle}
          </h2>
          <p className="text-slate-700">{VERIFY_MSG.unknown}</p>
        </Card>
      ) : d.status === "retirado" ? (
        <Card className="mt-6 flex flex-col gap-2">
          <h2 className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Icon name="file-x" aria-hidden className="size-6 text-slate-600" />
            {VERIFY_MSG.withdrawnTitle}
          </h2>
          <p className="text-slate-700">{VERIFY_MSG.withdrawn}</p>
          <p className="text-sm text-slate-600">
            Código: <span className="break-all font-mono">{d.codigo}</span>
          </p>
        </Card>
      ) : (
        <div className="mt-6 flex flex-col gap-5">
          <Card className="flex flex-col gap-2 border-ok-700">
            <h2 className="flex items-center gap-2 text-xl font-bold text-ok-700">
              <Icon name="badge-check" aria-hidden className="size-6" />
              {VERIFY_MSG.valid}
            </h2>
            <p className="text-slate-700">{VERIFY_MSG.validText}</p>
            <dl className="grid gap-2 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-slate-600">Código</dt>
                <dd className="break-all font-mono text-sm font-semibold">{d.codigo}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{VERIFY_MSG.owner}</dt>
                <dd className="font-semibold">{d.primeiroNome ?? VERIFY_MSG.ownerUnknown}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Análise feita em</dt>
                <dd className="font-semibold">{formatDateTime(d.createdAt)}</dd>
              </div>
            </dl>
          </Card>
          <RecordedInputs record={d.record} />
          <Card as="section" aria-labelledby="certificado-titulo">
            <h2 id="certificado-titulo" className="text-xl font-bold">
              Taxa média do Banco Central
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
              <Item
                label="Série"
                value={`SGS ${d.record.analise.certificado.serie} — ${d.record.analise.certificado.serieNome}`}
              />
              <Item
                label="Mês da taxa usada"
                value={
                  d.record.analise.certificado.mesUsado
                    ? monthLabel(d.record.analise.certificado.mesUsado)
                    : "taxa padrão (sem dados)"
                }
              />
              <Item
                label="Valor"
                value={`${formatNumber(d.record.analise.certificado.valor, 2)}% a.m.`}
              />
              <Item
                label="Dados do Banco Central até"
                value={
                  d.record.analise.certificado.dadosAte
                    ? monthLabel(d.record.analise.certificado.dadosAte)
                    : "sem dados"
                }
              />
              <Item
                label="Origem do valor"
                value={provenanceOf(d.record.analise.certificado).texto}
              />
              <Item
                label="Versão das regras"
                value={d.record.regra ?? "anterior ao histórico de análises"}
              />
            </dl>
            {d.record.analise.certificado.aviso ? (
              <p className="mt-3 text-sm text-slate-700">{d.record.analise.certificado.aviso}</p>
            ) : null}
          </Card>
          <Card as="section" aria-labelledby="resultado-verificado">
            <h2 id="resultado-verificado" className="text-xl font-bold">
              {d.verdict.titulo}
            </h2>
            {d.verdict.frases.map((f) => (
              <p key={f} className="mt-2 text-slate-800">
                {f}
              </p>
            ))}
            <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
              {d.verdict.multiplos.map((m) => (
                <li key={m.rotulo}>
                  {m.rotulo} a média: {m.limiteTexto} — taxa do contrato {m.situacao}
                </li>
              ))}
            </ul>
          </Card>
          {d.revision ? (
            <Card as="section" aria-labelledby="recalculo-verificado">
              <h2 id="recalculo-verificado" className="text-xl font-bold">
                Recálculo revisional
              </h2>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-slate-800">
                {d.revision.entradas.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
              {d.revision.textos.map((t) => (
                <p key={t} className="mt-2 text-slate-800">
                  {t}
                </p>
              ))}
              <p className="mt-2 font-semibold">Pago a mais: {formatMoney(d.revision.pagoAMais)}</p>
              {d.revision.restituicao ? (
                <p className="mt-1 font-semibold">
                  Restituição simples: {formatMoney(d.revision.restituicao.simples)}; em dobro: até{" "}
                  {formatMoney(d.revision.restituicao.emDobro)}
                </p>
              ) : null}
              {d.revision.correcao ? (
                <p className="mt-1 text-slate-800">{d.revision.correcao.titulo}</p>
              ) : null}
            </Card>
          ) : null}
          {d.rmc ? (
            <Card as="section" aria-labelledby="conversao-verificada">
              <h2 id="conversao-verificada" className="text-xl font-bold">
                {RMC_FORM_MSG.title}
              </h2>
              <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-slate-800">
                {d.rmc.entradas.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
              {d.rmc.textos.map((t) => (
                <p key={t} className="mt-2 text-slate-800">
                  {t}
                </p>
              ))}
              <ul className="mt-3 flex flex-col gap-1 font-semibold text-slate-900">
                {d.rmc.resumo.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>
      )}
    </Container>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
