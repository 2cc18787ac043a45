// GET|HEAD /storage/:bucket/* — the public buckets (SPEC §3 Storage, DESIGN D20).
import { serveStorageObject } from "~/services/storage-http.server";
import { storage } from "~/services/storage.server";
import type { Route } from "./+types/storage-file";

export function loader({ request, params }: Route.LoaderArgs) {
  return serveStorageObject(request, storage(), params.bucket, params["*"] ?? "");
}
