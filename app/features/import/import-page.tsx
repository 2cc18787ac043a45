// /importar (issue #22; DESIGN §8.13–8.15, §8b.31): a signed-in consumer picks the Meu INSS
// extrato (HISCON); it is read in this browser tab with pdf.js and never sent. The contracts found
// are shown for review; only the confirmed fields are posted, analysed and recorded as one import.
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { viewerContext } from "~/platform/context";
import { readForm } from "~/platform/form.server";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/import-page";
import type { CcbValue } from "./ccb-finder";
import { CcbValues } from "./ccb-values";
import { importAction } from "./import-action.server";
import type { CardField, ConfirmedField } from "./import-plan";
import { IMPORT_MSG, READ_FAILURES } from "./import-texts";
import { Portfolio } from "./portfolio";
import {
  type CardReviewRow,
  CardReviewTable,
  cardReviewRowOf,
  type ReviewRow,
  ReviewTable,
  reviewRowOf,
} from "./review-table";

export function meta() {
  return [
    { title: "Importar extrato do INSS — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export async function action({ request, context }: Route.ActionArgs) {
  return importAction(context.get(viewerContext), await readForm(request));
}

type Stage =
  | { kind: "idle" }
  | { kind: "reading" }
  | { kind: "failed"; message: string }
  | { kind: "review"; rows: ReviewRow[]; cards: CardReviewRow[] }
  | { kind: "ccb"; valores: CcbValue[] };

export default function ImportPage({ actionData }: Route.ComponentProps) {
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const busy = useNavigation().state !== "idle";

  async function onFile(file: File | undefined) {
    if (!file) return;
    setStage({ kind: "reading" });
    try {
      const { readImportFile } = await import("./read-import-file");
      const read = await readImportFile(file);
      if (!read.ok) return setStage({ kind: "failed", message: READ_FAILURES[read.reason] });
      if (read.kind === "ccb") return setStage({ kind: "ccb", valores: read.valores });
      const loans = read.contratos.filter((c) => c.secao === "ativos" || c.secao === "encerrados");
      setStage({
        kind: "review",
        rows: loans.map((c) => reviewRowOf(c)),
        cards: read.contratos
          .filter((c) => c.secao === "rmc" || c.secao === "rcc")
          .map((c) => cardReviewRowOf(c)),
      });
    } catch {
      setStage({ kind: "failed", message: READ_FAILURES.ilegivel });
    }
  }

  /** One field of one loan (`rows`) or card (`cards`) edited on the review table. */
  function edit(list: "rows" | "cards", index: number, field: string, value: string) {
    setStage((s) => {
      if (s.kind !== "review") return s;
      const items = s[list] as { texts: Record<string, string> }[];
      const next = items.map((r, i) =>
        i === index ? { ...r, texts: { ...r.texts, [field]: value } } : r,
      );
      return { ...s, [list]: next };
    });
  }
  const onChange = (index: number, field: ConfirmedField, value: string) =>
    edit("rows", index, field, value);
  const onCardChange = (index: number, field: CardField, value: string) =>
    edit("cards", index, field, value);

  if (actionData?.ok) {
    return (
      <Container width="lg" className="py-8 sm:py-10">
        <PageHeading title={IMPORT_MSG.title} description={IMPORT_MSG.description} />
        <Portfolio
          rows={actionData.resultados}
          cards={actionData.cartoes}
          valores={actionData.valores}
        />
      </Container>
    );
  }

  return (
    <Container width="lg" className="py-8 sm:py-10">
      <PageHeading title={IMPORT_MSG.title} description={IMPORT_MSG.description} />
      <Alert tone="info" className="mt-6">
        {IMPORT_MSG.privacy}
      </Alert>
      {/* Not inside any form: the file is only read here, never submitted. */}
      <div className="mt-6">
        <label htmlFor="extrato" className="block font-semibold text-slate-900">
          {IMPORT_MSG.fileLabel}
        </label>
        <input
          id="extrato"
          type="file"
          accept="application/pdf,.pdf"
          className="mt-2 block"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </div>
      {stage.kind === "reading" ? (
        <p role="status" className="mt-4 text-slate-700">
          {IMPORT_MSG.reading}
        </p>
      ) : null}
      {stage.kind === "failed" ? (
        <Alert tone="warning" role="alert" className="mt-4">
          <p>{stage.message}</p>
          <p className="mt-2">
            {IMPORT_MSG.manualLead}{" "}
            <Link to="/" className="font-semibold underline">
              {IMPORT_MSG.manual}
            </Link>
          </p>
        </Alert>
      ) : null}
      {stage.kind === "ccb" ? <CcbValues valores={stage.valores} /> : null}
      {stage.kind === "review" ? (
        <section aria-labelledby="revisao" className="mt-8">
          <h2 id="revisao" className="text-xl font-bold text-slate-900">
            {IMPORT_MSG.reviewTitle}
          </h2>
          <p className="mt-2 text-slate-700">{IMPORT_MSG.reviewLead}</p>
          {stage.rows.length === 0 && stage.cards.length === 0 ? (
            <p className="mt-4">{IMPORT_MSG.noneFound}</p>
          ) : (
            <Form method="post" className="mt-4 flex flex-col gap-4">
              {stage.rows.length === 0 ? (
                <p>{IMPORT_MSG.noneFound}</p>
              ) : (
                <ReviewTable
                  rows={stage.rows}
                  errors={actionData && !actionData.ok ? actionData.erros : undefined}
                  onChange={onChange}
                />
              )}
              {stage.cards.length > 0 ? (
                <section aria-labelledby="cartoes" className="mt-4">
                  <h3 id="cartoes" className="text-lg font-semibold text-slate-900">
                    {IMPORT_MSG.cardsTitle}
                  </h3>
                  <p className="mt-1 mb-4 text-slate-700">{IMPORT_MSG.cardsLead}</p>
                  <CardReviewTable
                    rows={stage.cards}
                    errors={actionData && !actionData.ok ? actionData.errosCartoes : undefined}
                    onChange={onCardChange}
                  />
                </section>
              ) : null}
              <input
                type="hidden"
                name="contratos"
                value={JSON.stringify(stage.rows.map((r) => r.texts))}
              />
              <input
                type="hidden"
                name="cartoes"
                value={JSON.stringify(stage.cards.map((r) => r.texts))}
              />
              {actionData && !actionData.ok ? (
                <Alert tone="danger" role="alert">
                  {actionData.error}
                </Alert>
              ) : null}
              <p className="text-slate-700">{IMPORT_MSG.countsOnce}</p>
              <Button type="submit" disabled={busy}>
                {busy ? IMPORT_MSG.confirming : IMPORT_MSG.confirm}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
    </Container>
  );
}
