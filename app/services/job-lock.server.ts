// A lease on a `job_runs` row: at most one instance runs a job at a time (the lease expires, so a
// crashed instance does not block the job forever), and a job can ask to run only when its last
// successful run is older than an interval ("once a day"). One conditional upsert decides, which
// PostgreSQL (and PGlite) serialise on the row, so two instances cannot both win.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { jobRuns } from "~/db/schema";

export interface JobLease {
  name: string;
  token: string;
}

export interface AcquireOptions {
  /** How long the lease lasts if the holder never releases it. */
  leaseMs: number;
  /** Acquire only if the last successful run finished longer ago than this. */
  minIntervalMs?: number;
}

export async function tryAcquireJob(
  db: Db,
  name: string,
  options: AcquireOptions,
): Promise<JobLease | null> {
  const token = randomUUID();
  const leaseSeconds = Math.ceil(options.leaseMs / 1000);
  const intervalSeconds = Math.floor((options.minIntervalMs ?? 0) / 1000);
  const rows = await db
    .insert(jobRuns)
    .values({
      name,
      lockedBy: token,
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      lastStartedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        lockedBy: token,
        lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        lastStartedAt: sql`now()`,
      },
      setWhere: sql`(${jobRuns.lockedUntil} is null or ${jobRuns.lockedUntil} < now())
        and (${jobRuns.lastStatus} is distinct from 'ok' or ${jobRuns.lastFinishedAt} is null
             or ${jobRuns.lastFinishedAt} < now() - make_interval(secs => ${intervalSeconds}))`,
    })
    .returning({ lockedBy: jobRuns.lockedBy });
  return rows[0]?.lockedBy === token ? { name, token } : null;
}

export async function releaseJob(
  db: Db,
  lease: JobLease,
  status: "ok" | "erro",
  message: string,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastFinishedAt: sql`now()`,
      lastStatus: status,
      lastMessage: message.slice(0, 2000),
    })
    .where(and(eq(jobRuns.name, lease.name), eq(jobRuns.lockedBy, lease.token)));
}
