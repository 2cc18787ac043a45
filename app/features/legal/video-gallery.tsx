// The seven educational videos (SPEC §2/§4, DESIGN D19): a card per video; a video without an
// address shows "Em breve" and does not open; the others open in a modal (Dialog: closes on X,
// backdrop and Escape) with the native player for our mp4 files or a sandboxed frame otherwise.
import { Icon } from "~/ui/icons/icon";
import { useState } from "react";
import { Button } from "~/ui/button";
import { Card } from "~/ui/card";
import { Dialog } from "~/ui/dialog";
import { videoSource } from "./video-source";

export interface GalleryVideo {
  id: string;
  titulo: string;
  url: string | null;
}

export const VIDEO_FALLBACK = "Seu navegador não suporta a reprodução do vídeo.";

export function VideoGallery({ videos }: { videos: readonly GalleryVideo[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const current = videos.find((v) => v.id === openId) ?? null;
  const source = current ? videoSource(current.url) : null;

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {videos.map((video) => {
          const playable = videoSource(video.url).kind !== "none";
          return (
            <Card as="li" key={video.id} className="flex flex-col justify-between gap-4">
              <h3 className="font-semibold text-slate-900">{video.titulo}</h3>
              {playable ? (
                <Button
                  variant="secondary"
                  icon={<Icon name="circle-play" aria-hidden className="size-5" />}
                  onClick={() => setOpenId(video.id)}
                  aria-label={`Assistir: ${video.titulo}`}
                >
                  Assistir
                </Button>
              ) : (
                <Button
                  variant="outline"
                  disabled
                  icon={<Icon name="clock" aria-hidden className="size-5" />}
                  aria-label={`Em breve: ${video.titulo}`}
                >
                  Em breve
                </Button>
              )}
            </Card>
          );
        })}
      </ul>

      <Dialog
        open={current !== null && source?.kind !== "none"}
        onClose={() => setOpenId(null)}
        title={current?.titulo ?? ""}
        size="lg"
      >
        {current && source?.kind === "native" ? (
          // biome-ignore lint/a11y/useMediaCaption: admins upload an mp4 only, no captions
          <video
            controls
            playsInline
            preload="metadata"
            src={source.src}
            className="aspect-video w-full rounded-xl bg-slate-950"
          >
            {VIDEO_FALLBACK}
          </video>
        ) : null}
        {current && source?.kind === "frame" ? (
          <iframe
            src={source.src}
            title={current.titulo}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            allow="fullscreen; picture-in-picture; encrypted-media"
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            className="aspect-video w-full rounded-xl bg-slate-950"
          />
        ) : null}
      </Dialog>
    </>
  );
}
