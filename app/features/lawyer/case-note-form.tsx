// The private note on a Meus Casos card (DESIGN D17, Starter/Master): posts to
// /meus-casos/:id/anotacao with a fetcher, so saving does not reload the list.
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/text-field";
import { NOTE_MAX_LENGTH, type NoteActionResult } from "./case-notes";

export function CaseNoteForm({ caseId, initial }: { caseId: string; initial: string | null }) {
  // Keyed: saving revalidates Meus Casos, whose list may stream in again and remount this card;
  // the key keeps the result ("Anotação salva.") across that.
  const fetcher = useFetcher<NoteActionResult>({ key: `anotacao-${caseId}` });
  const [text, setText] = useState(initial ?? "");
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const over = text.length > NOTE_MAX_LENGTH;
  return (
    <fetcher.Form
      method="post"
      action={`/meus-casos/${caseId}/anotacao`}
      className="flex flex-col gap-2 border-t border-slate-100 pt-3"
    >
      <TextAreaField
        label="Anotação privada"
        name="anotacao"
        rows={3}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        hint={`Só você vê esta anotação. ${text.length.toLocaleString("pt-BR")} de ${NOTE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`}
        error={
          result && !result.ok
            ? result.error
            : over
              ? `A anotação pode ter no máximo ${NOTE_MAX_LENGTH.toLocaleString("pt-BR")} caracteres.`
              : undefined
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="outline"
          size="sm"
          loading={fetcher.state !== "idle"}
          loadingText="Salvando..."
          disabled={over}
        >
          Salvar anotação
        </Button>
        <p role="status" className="text-sm text-green-800">
          {result?.ok ? result.message : null}
        </p>
      </div>
    </fetcher.Form>
  );
}
