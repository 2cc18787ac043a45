// What the legal information and templates need on a fresh deployment (called from db/seed):
// the videos catalogue, the Word templates (SPEC's 10 and the 4 payroll ones) and the 2 PDFs in the 'modelos' bucket.
import type { Db } from "~/db/client.server";
import { writeTemplateFiles } from "~/features/templates/generated-files.server";
import { storage as appStorage, type Storage } from "~/services/storage.server";
import { writeLegalPdfs } from "./generated-files.server";
import { seedVideos } from "./videos.server";

export async function seedLegalContent(db: Db, store: Storage = appStorage()): Promise<void> {
  await seedVideos(db);
  await writeTemplateFiles(store);
  await writeLegalPdfs(db, store);
}
