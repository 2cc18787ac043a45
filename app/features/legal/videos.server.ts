// The educational videos catalogue (DESIGN D19): read for the legal page, seeded once with the
// seven titles of editorial/legal-info/videos.ts and no url ("Em breve" until the admin sets one).
import { asc, count, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { videos } from "~/db/schema";
import { VIDEO_CATALOGUE } from "../../../editorial/legal-info/videos";

/** SPEC §3 "Video: titulo, url, tipo". */
export interface VideoItem {
  id: string;
  titulo: string;
  url: string | null;
  tipo: "mp4" | "externo";
}

export async function listVideos(db: Db): Promise<VideoItem[]> {
  return db
    .select({ id: videos.id, titulo: videos.titulo, url: videos.url, tipo: videos.tipo })
    .from(videos)
    .orderBy(asc(videos.ordem), asc(videos.createdAt));
}

/** Inserts the catalogue only into an empty table, so the admin's edits are never overwritten. */
export async function seedVideos(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    // Two instances starting together: the lock makes the second one see the first one's rows.
    await tx.execute(sql`lock table ${videos} in share row exclusive mode`);
    const [existing] = await tx.select({ n: count() }).from(videos);
    if ((existing?.n ?? 0) > 0) return 0;
    const rows = VIDEO_CATALOGUE.map((titulo, i) => ({
      titulo,
      url: null,
      tipo: "externo" as const,
      ordem: i + 1,
    }));
    await tx.insert(videos).values(rows);
    return rows.length;
  });
}
