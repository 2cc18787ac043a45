// /admin-dashboard/videos (DESIGN D19): the admin edits the 7 educational videos of
// /informacoes-juridicas — title, and either an external https address (sandboxed frame), an mp4
// uploaded to the 'videos' bucket (native player) or nothing ("Em breve"). Admins only.
import { Icon } from "~/ui/icons/icon";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { listVideos } from "~/features/legal/videos.server";
import { storage } from "~/services/storage.server";
import { Alert } from "~/ui/alert";
import { ButtonLink } from "~/ui/button";
import { Container, PageHeading } from "~/ui/container";
import type { Route } from "./+types/videos-page";
import { VideoEntryForm, type VideoActionResult } from "./videos-entry-form";
import { bucketKeyOf } from "./videos-mp4";
import { VIDEO_MSG, videoFormErrors, videoFormSchema } from "./videos-schema";
import { findVideo, updateVideo } from "./videos.server";
import { readVideoForm } from "./videos-upload.server";

export function meta() {
  return [
    { title: "Vídeos educativos — Administração — RevisaFácil" },
    { name: "robots", content: "noindex" },
  ];
}

export async function loader() {
  return { videos: await listVideos(db()) };
}

function failure(result: Omit<VideoActionResult, "savedAt" | "titulo">, status = 400) {
  return data<VideoActionResult>({ ...result, savedAt: null, titulo: null }, { status });
}

export async function action({ request }: Route.ActionArgs) {
  const store = storage();
  const read = await readVideoForm(request, store);
  if (!read.ok)
    return failure(
      { id: null, errors: { form: read.message } },
      read.reason === "too_large" ? 413 : 400,
    );

  const { fields, stored } = read;
  const id = typeof fields.id === "string" ? fields.id : null;
  // Whatever goes wrong from here on, a file stored by this request must not stay orphaned.
  const discard = async () => {
    if (stored) await store.delete("videos", stored).catch(() => false);
  };

  const parsed = videoFormSchema.safeParse({
    id: fields.id ?? "",
    titulo: fields.titulo ?? "",
    origem: fields.origem,
    url: fields.url ?? "",
    enviado: stored !== null,
  });
  if (!parsed.success) {
    await discard();
    return failure({ id, errors: videoFormErrors(parsed.error) });
  }
  const form = parsed.data;
  const current = await findVideo(db(), form.id);
  if (!current) {
    await discard();
    return failure({ id, errors: { form: VIDEO_MSG.naoEncontrado } }, 404);
  }

  let next: { url: string | null; tipo: "mp4" | "externo" };
  if (form.origem === "nenhum") next = { url: null, tipo: "externo" };
  else if (form.origem === "externo") next = { url: form.url, tipo: "externo" };
  else if (read.fileError) return failure({ id, errors: { arquivo: read.fileError } });
  else if (stored) next = { url: `/storage/videos/${stored}`, tipo: "mp4" };
  // No new file: an entry that already plays one of our mp4s keeps it (only the title changes).
  else if (current.tipo === "mp4" && bucketKeyOf(current.url))
    next = { url: current.url, tipo: "mp4" };
  else return failure({ id, errors: { arquivo: VIDEO_MSG.arquivoObrigatorio } });

  if (form.origem !== "mp4") await discard();
  const updated = await updateVideo(db(), form.id, { titulo: form.titulo, ...next });
  if (!updated.ok) {
    await discard();
    return failure({ id, errors: { form: VIDEO_MSG.naoEncontrado } }, 404);
  }
  // The replaced upload is no longer shown anywhere (each upload has its own random name).
  const previous = bucketKeyOf(current.url);
  if (previous && previous !== bucketKeyOf(next.url))
    await store.delete("videos", previous).catch(() => false);
  return data<VideoActionResult>({ id, errors: {}, savedAt: Date.now(), titulo: form.titulo });
}

export default function VideosPage({ loaderData, actionData }: Route.ComponentProps) {
  const formError = actionData && actionData.id === null ? actionData.errors.form : undefined;
  return (
    <Container width="md" className="py-8">
      <PageHeading
        eyebrow="Administração"
        title="Vídeos educativos"
        description="Os vídeos da página Informações Jurídicas. Sem vídeo, o cartão mostra “Em breve” e não abre."
        actions={
          <ButtonLink
            to="/admin-dashboard"
            variant="outline"
            icon={<Icon name="arrow-left" className="size-5" />}
          >
            Voltar ao painel
          </ButtonLink>
        }
      />
      {formError ? (
        <Alert tone="danger" className="mt-6">
          {formError}
        </Alert>
      ) : null}
      <ol className="mt-6 flex flex-col gap-6">
        {loaderData.videos.map((video, index) => (
          <VideoEntryForm
            key={video.id}
            position={index + 1}
            video={video}
            fallback={actionData && actionData.id === video.id ? actionData : undefined}
          />
        ))}
      </ol>
    </Container>
  );
}
