// Background jobs the server runs while it is up. Each job registers here; the returned
// function stops them all on shutdown.
import type { Env } from "~/env.server";

export function startBackgroundJobs(_env: Env): () => void {
  const stops: Array<() => void> = [];
  return () => stops.forEach((stop) => stop());
}
