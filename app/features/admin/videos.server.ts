// The admin's writes to the videos catalogue (DESIGN D19). Reads go through
// ~/features/legal/videos.server (listVideos), the same list the legal page shows.
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { videos } from "~/db/schema";
import type { Result } from "~/domain/result";
import type { VideoItem } from "~/features/legal/videos.server";
import { bumpContentVersion } from "~/services/content-version.server";

export async function findVideo(db: Db, id: string): Promise<VideoItem | null> {
  const [row] = await db
    .select({ id: videos.id, titulo: videos.titulo, url: videos.url, tipo: videos.tipo })
    .from(videos)
    .where(eq(videos.id, id));
  return row ?? null;
}

/** Sets titulo, url and tipo; refused (not_found) when the entry no longer exists. */
export async function updateVideo(
  db: Db,
  id: string,
  values: Pick<VideoItem, "titulo" | "url" | "tipo">,
): Promise<Result<object, { reason: "not_found" }>> {
  const rows = await db
    .update(videos)
    .set(values)
    .where(eq(videos.id, id))
    .returning({ id: videos.id });
  if (rows.length === 0) return { ok: false, reason: "not_found" };
  bumpContentVersion("videos");
  return { ok: true };
}
