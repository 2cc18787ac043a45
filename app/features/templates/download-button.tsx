// A download button with the SPEC §8 feedback: toast 'Download iniciado' on success; on failure a
// destructive toast ('Arquivo não encontrado' / 'Erro ao baixar') and, under the button, the
// debug status (url, HTTP status, message) so the person can tell support exactly what failed.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { Alert } from "~/ui/alert";
import { Button } from "~/ui/button";
import { useToast } from "~/ui/toast";
import {
  checkDownload,
  DOWNLOAD_MSG,
  type DownloadDebugStatus,
  startBrowserDownload,
} from "./download";

export function DownloadButton({
  url,
  filename,
  label,
  description,
}: {
  url: string;
  filename: string;
  /** The button text (e.g. "Baixar .docx"). */
  label: string;
  /** Accessible name: the button text plus what it downloads. */
  description: string;
}) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ title: string; debug: DownloadDebugStatus } | null>(
    null,
  );

  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      const check = await checkDownload(url);
      if (check.ok) {
        startBrowserDownload(url, filename);
        toast({ title: DOWNLOAD_MSG.started, description: filename });
      } else {
        setFailure({ title: check.title, debug: check.debug });
        toast({
          title: check.title,
          description:
            check.debug.status === null ? check.debug.message : `HTTP ${check.debug.status}`,
          variant: "destructive",
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        onClick={download}
        loading={busy}
        loadingText="Verificando..."
        icon={<Icon name="download" aria-hidden className="size-5" />}
        aria-label={`${label}: ${description}`}
      >
        {label}
      </Button>
      {failure ? (
        <Alert tone="danger" title={failure.title} role="none">
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold">Endereço</dt>
            <dd className="break-all">{failure.debug.url}</dd>
            <dt className="font-semibold">Status HTTP</dt>
            <dd>{failure.debug.status ?? "sem resposta"}</dd>
            <dt className="font-semibold">Mensagem</dt>
            <dd>{failure.debug.message}</dd>
          </dl>
        </Alert>
      ) : null}
    </div>
  );
}
