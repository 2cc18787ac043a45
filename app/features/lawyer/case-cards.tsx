// Meus Casos cards: the request joined to the selection (nome, cidade, estado, descricao,
// telefone, email, data_selecao), with direct call, WhatsApp and e-mail links.
import { Icon } from "~/ui/icons/icon";
import { buttonClasses } from "~/ui/button";
import { Card } from "~/ui/card";
import { CaseNoteForm } from "./case-note-form";
import { CasePipeline } from "./case-pipeline-view";
import { NOTE_MSG } from "./case-notes";
import type { MyCase } from "./cases.server";
import { formatDateTime } from "~/platform/dates";
import { LAWYER_MSG } from "./messages";
import { digitsOnly, formatPhone } from "./profile-schema";

export function CasesLoading() {
  return (
    <p role="status" className="mt-8 flex items-center justify-center gap-2 p-8 text-slate-700">
      <Icon name="loader-circle" aria-hidden className="size-5 animate-spin" />
      {LAWYER_MSG.loading}
    </p>
  );
}

export function CaseCards({ cases }: { cases: MyCase[] }) {
  if (cases.length === 0) {
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        {LAWYER_MSG.noCases}
      </p>
    );
  }
  // DESIGN D17: every case carries the same plan flag (the caller's).
  const tools = cases[0]!.ferramentas;
  return (
    <>
      <ToolsBar tools={tools} />
      <ul role="list" aria-label="Casos selecionados" className="mt-6 flex flex-col gap-4">
        {cases.map((c) => (
          <CaseCard key={c.id} item={c} />
        ))}
      </ul>
    </>
  );
}

const PLANS_PATH = "/assinatura?area=revisaconecta#planos-revisaconecta";

/** Export on Starter/Master; a free lawyer sees the tools locked, with "Ver planos" (D17). */
function ToolsBar({ tools }: { tools: boolean }) {
  if (tools) {
    return (
      <div className="mt-8 flex flex-wrap items-center gap-3">
        {/* A plain link: the CSV is a file download, not a page. */}
        <a
          href="/meus-casos/exportar.csv"
          download
          className={buttonClasses({ variant: "outline" })}
        >
          <Icon name="download" aria-hidden className="size-5" />
          Exportar casos (CSV)
        </a>
      </div>
    );
  }
  return (
    <div className="mt-8 flex flex-col gap-2 rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <p className="flex items-start gap-1.5 text-sm text-slate-800">
        <Icon name="lock" aria-label="bloqueado" className="mt-0.5 size-4 shrink-0" />
        {NOTE_MSG.lockedNotice}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          disabled
          aria-disabled="true"
          className={buttonClasses({ variant: "outline" })}
        >
          <Icon name="lock" aria-hidden className="size-5" />
          Exportar casos (CSV)
        </button>
        <a href={PLANS_PATH} className={link}>
          Ver planos
        </a>
      </div>
    </div>
  );
}

/** DESIGN D17: what a free lawyer reads where the laudo links would be. */
export const LAUDO_PLAN_NOTICE =
  "A memória de cálculo dos casos selecionados é exclusiva dos planos Starter e Master. Assine um deles para ver e baixar a memória de cálculo que o cliente anexou.";

const link =
  "inline-flex min-h-11 items-center gap-2 break-all font-semibold text-brand-800 underline-offset-2 hover:underline";

/** DESIGN §8b.25: the selection stays on record, without the person who withdrew. */
function WithdrawnCaseCard({ item }: { item: MyCase }) {
  const headingId = `caso-${item.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {LAWYER_MSG.withdrawnTitle}
        </h2>
        <p className="text-sm text-slate-600">Selecionado em {formatDateTime(item.dataSelecao)}</p>
      </div>
      <p className="text-sm text-slate-700">
        Em {formatDateTime(item.retiradoEm!)}. {LAWYER_MSG.withdrawnText}
      </p>
    </Card>
  );
}

function CaseCard({ item }: { item: MyCase }) {
  if (item.retiradoEm) return <WithdrawnCaseCard item={item} />;
  const s = item.solicitacao;
  const headingId = `caso-${item.id}`;
  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {s.nome}
        </h2>
        <p className="text-sm text-slate-600">Selecionado em {formatDateTime(item.dataSelecao)}</p>
      </div>
      <p className="flex items-center gap-1.5 text-slate-700">
        <Icon name="map-pin" aria-hidden className="size-5 text-brand-700" />
        {s.cidade}/{s.estado}
      </p>
      {item.encerradoPeloConsumidor ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
          O cliente encerrou o compartilhamento deste pedido com você em{" "}
          {formatDateTime(item.encerradoPeloConsumidor)}. Os dados de contato e a memória de cálculo
          não são mais exibidos; trate o que já recebeu conforme a lei e o sigilo profissional.
        </p>
      ) : (
        <CaseContacts item={item} />
      )}
      <CasePipeline item={item} />
      {item.laudo && item.laudoBloqueado ? (
        // DESIGN D17: the laudo of the selected cases is a Starter/Master tool (the server refuses it too).
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <Icon name="file-text" aria-hidden className="size-5 text-brand-700" />
            Memória de cálculo anexada pelo cliente
          </p>
          <p className="flex items-start gap-1.5 text-sm text-slate-700">
            <Icon name="lock" aria-label="bloqueado" className="mt-0.5 size-4 shrink-0" />
            {LAUDO_PLAN_NOTICE}
          </p>
          <a href="/assinatura?area=revisaconecta#planos-revisaconecta" className={link}>
            Ver planos
          </a>
        </div>
      ) : item.laudo ? (
        // DESIGN §7.8: the laudo the consumer attached, served only to a lawyer who selected the case.
        <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <Icon name="file-text" aria-hidden className="size-5 text-brand-700" />
            Memória de cálculo anexada pelo cliente
          </p>
          <a
            href={`/meus-casos/${item.id}/laudo.pdf`}
            target="_blank"
            rel="noopener"
            className={link}
          >
            Ver memória de cálculo (PDF)
          </a>
          <a href={`/meus-casos/${item.id}/laudo.pdf?baixar=1`} download className={link}>
            <Icon name="download" aria-hidden className="size-5 shrink-0" />
            Baixar memória de cálculo
          </a>
          {/* Issue #25 item 5: a petição inicial drafted from the attached analysis and its
              recalculation. No `download` attribute: when the case cannot ground one, the
              server's reason (409 text) opens instead of a failed download. */}
          <a href={`/meus-casos/${item.id}/peticao-inicial.docx`} className={link}>
            <Icon name="download" aria-hidden className="size-5 shrink-0" />
            Baixar petição inicial (.docx)
          </a>
        </div>
      ) : null}
      {item.ferramentas ? (
        <CaseNoteForm caseId={item.id} initial={item.anotacao} />
      ) : (
        <p className="flex items-center gap-1.5 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <Icon name="notebook-pen" aria-hidden className="size-4 shrink-0 text-brand-700" />
          Anotação privada: {NOTE_MSG.planOnly}
        </p>
      )}
    </Card>
  );
}

/** The description and the contact links (hidden once the consumer ends the sharing). */
function CaseContacts({ item }: { item: MyCase }) {
  const s = item.solicitacao;
  const phone = digitsOnly(s.telefone);
  return (
    <>
      <p className="whitespace-pre-line break-words text-slate-800">{s.descricao}</p>
      <div className="flex flex-col gap-1 border-t border-slate-100 pt-3 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <a href={`tel:+55${phone}`} className={link}>
          <Icon name="phone" aria-hidden className="size-5 shrink-0" />
          {formatPhone(s.telefone)}
        </a>
        <a
          href={`https://wa.me/55${phone}`}
          target="_blank"
          rel="noopener noreferrer"
          className={link}
        >
          <Icon name="message-circle" aria-hidden className="size-5 shrink-0" />
          WhatsApp
        </a>
        <a href={`mailto:${s.email}`} className={link}>
          <Icon name="mail" aria-hidden className="size-5 shrink-0" />
          {s.email}
        </a>
      </div>
    </>
  );
}
