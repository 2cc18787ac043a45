// One catalogue entry in the admin's video editor (DESIGN D19): title plus the video's origin.
// Each entry posts through its own fetcher, so saving one never clears what is typed in another;
// without JavaScript it is a plain multipart form and the page shows the action's answer.
import { Icon } from "~/ui/icons/icon";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { VideoItem } from "~/features/legal/videos.server";
import { useOncePerResult } from "~/platform/use-once-per-result";
import { Alert } from "~/ui/alert";
import { Badge } from "~/ui/badge";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { controlClasses, FieldError, FieldHint, FieldLabel, useFieldIds } from "~/ui/field";
import { RadioGroup } from "~/ui/radio-group";
import { TextField } from "~/ui/text-field";
import { useToast } from "~/ui/toast";
import { bucketKeyOf, MAX_VIDEO_BYTES, MP4_MIME } from "./videos-mp4";
import { type Origem, VIDEO_MSG, type VideoFormErrors } from "./videos-schema";

export interface VideoActionResult {
  /** The entry the answer is about; null when the form could not even be read. */
  id: string | null;
  errors: VideoFormErrors;
  savedAt: number | null;
  titulo: string | null;
}

function originOf(video: VideoItem): Origem {
  if (!video.url) return "nenhum";
  return video.tipo === "mp4" ? "mp4" : "externo";
}

const ORIGIN_OPTIONS = [
  { value: "nenhum", label: "Sem vídeo", hint: "O cartão mostra “Em breve” e não abre." },
  {
    value: "externo",
    label: "Endereço externo",
    hint: "Um endereço https:// (YouTube, Vimeo…), aberto num quadro protegido.",
  },
  {
    value: "mp4",
    label: "Arquivo MP4",
    hint: "Enviado para o servidor e tocado no player do navegador.",
  },
] as const;

export function VideoEntryForm({
  position,
  video,
  fallback,
}: {
  position: number;
  video: VideoItem;
  fallback?: VideoActionResult;
}) {
  const fetcher = useFetcher<VideoActionResult>();
  const [origem, setOrigem] = useState<Origem>(originOf(video));
  const [fileError, setFileError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();

  const result = fetcher.data ?? fallback;
  const errors: VideoFormErrors = result?.errors ?? {};
  const busy = fetcher.state !== "idle";
  const headingId = `video-${video.id}-titulo`;
  const file = useFieldIds(undefined, { hint: "x", error: fileError ?? errors.arquivo });
  const currentFile = video.tipo === "mp4" ? bucketKeyOf(video.url) : null;

  useOncePerResult(
    fetcher.state === "idle" && fetcher.data?.savedAt ? fetcher.data : null,
    (saved) => {
      if (fileRef.current) fileRef.current.value = "";
      toast({ title: "Vídeo salvo!", description: saved.titulo ?? undefined });
    },
    (saved) => saved.savedAt,
  );

  function onFileChange(event: React.ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen) return setFileError(null);
    setOrigem("mp4");
    // The server checks again (and reads the first bytes); this only saves a long useless upload.
    if (chosen.type !== MP4_MIME) setFileError(VIDEO_MSG.arquivoInvalido);
    else if (chosen.size > MAX_VIDEO_BYTES) setFileError(VIDEO_MSG.arquivoGrande);
    else setFileError(null);
  }

  return (
    <Card as="li" aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          <span className="text-slate-600">{position}.</span> {video.titulo}
        </h2>
        {originOf(video) === "nenhum" ? (
          <Badge tone="neutral">
            <Icon name="clock" aria-hidden className="size-3.5" /> Em breve
          </Badge>
        ) : originOf(video) === "mp4" ? (
          <Badge tone="success">
            <Icon name="film" aria-hidden className="size-3.5" /> Arquivo MP4
          </Badge>
        ) : (
          <Badge tone="success">
            <Icon name="link-2" aria-hidden className="size-3.5" /> Endereço externo
          </Badge>
        )}
      </div>

      {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}

      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-col gap-4"
        noValidate
        onSubmit={(event) => {
          if (origem === "mp4" && fileError) event.preventDefault();
        }}
      >
        <input type="hidden" name="id" value={video.id} />
        <TextField
          label="Título"
          name="titulo"
          defaultValue={video.titulo}
          required
          maxLength={120}
          error={errors.titulo}
        />
        <RadioGroup
          legend="Origem do vídeo"
          name="origem"
          options={ORIGIN_OPTIONS}
          value={origem}
          onValueChange={(v) => setOrigem(v as Origem)}
          error={errors.origem}
        />
        <TextField
          label="Endereço do vídeo"
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          defaultValue={video.tipo === "externo" ? (video.url ?? "") : ""}
          hint="Usado com “Endereço externo”. Deve começar com https://."
          error={errors.url}
          onInput={() => setOrigem("externo")}
        />
        <div className="flex flex-col gap-1.5">
          <FieldLabel htmlFor={file.inputId}>Arquivo MP4</FieldLabel>
          <FieldHint id={file.hintId}>
            Usado com “Arquivo MP4”. Até 200 MB.{" "}
            {currentFile
              ? `Arquivo atual: ${currentFile} (fica se você não escolher outro).`
              : null}
          </FieldHint>
          <input
            ref={fileRef}
            id={file.inputId}
            type="file"
            name="arquivo"
            accept="video/mp4,.mp4"
            aria-invalid={file.invalid || undefined}
            aria-describedby={file.describedBy}
            onChange={onFileChange}
            className={controlClasses(
              file.invalid,
              "min-h-12 py-2.5 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800",
            )}
          />
          <FieldError id={file.errorId}>{fileError ?? errors.arquivo}</FieldError>
        </div>
        <Button
          type="submit"
          loading={busy}
          loadingText="Salvando..."
          icon={<Icon name="save" aria-hidden className="size-5" />}
          aria-label={`Salvar vídeo ${position}`}
        >
          Salvar vídeo
        </Button>
      </fetcher.Form>
    </Card>
  );
}
