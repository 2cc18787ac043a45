// Premium analyses are recorded in groups (issue 26 item 2; DESIGN §6's 60 % of the calculator).
// On PGlite, the analyses that reach this point while a group is being written go together in the
// next one: one multi-row INSERT, one commit, instead of one of each per analysis (PGlite runs
// PostgreSQL in this process, where a statement's fixed cost was most of an analysis's extra CPU).
// A lone analysis goes alone, one event-loop turn later: an idle server answers as fast as before.
// Each caller's promise settles only once its group has committed: an analysis is never reported
// as saved before it is (DESIGN §6, reliability).
import { randomUUID } from "node:crypto";
import DataLoader from "dataloader";
import { sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { executePrepared, runsInProcess } from "~/db/prepared.server";

export interface NewAnalysisRow {
  userId: string;
  contractType: string;
  mesContrato: string;
  taxaContrato: number | null;
  abusiva: boolean | null;
  resultado: string;
  createdAt: string;
}

/** The most analyses one statement records (a prepared statement per group size up to it). */
const MAX_GROUP = 16;

/** The new analysis's id, or null when its owner's plan is not Premium (any more). */
type Recorded = string | null;

const recorders = new WeakMap<Db, DataLoader<NewAnalysisRow, Recorded>>();

/**
 * Records the analysis if its owner is still Premium (a downgrade committed first leaves it to the
 * locked, counted path): its id, or null. A failure rejects this analysis's promise only.
 */
export async function recordIfPremium(db: Db, row: NewAnalysisRow): Promise<Recorded> {
  // PostgreSQL runs each statement in its own process, on a pool of connections in parallel, and
  // groups commits itself: one statement per analysis, as before (p99 and throughput met there).
  if (!runsInProcess(db)) return (await insertPremium(db, [row]))[0]!;
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = groupRecorder(db);
    recorders.set(db, recorder);
  }
  return recorder.load(row);
}

function groupRecorder(db: Db): DataLoader<NewAnalysisRow, Recorded> {
  // The group being written: the next one is dispatched once it has committed.
  let writing: Promise<unknown> = Promise.resolve();
  return new DataLoader<NewAnalysisRow, Recorded>(
    (rows) => {
      const written = recordGroup(db, rows);
      writing = written.catch(() => undefined);
      return written;
    },
    {
      cache: false,
      maxBatchSize: MAX_GROUP,
      // setImmediate: the requests whose bytes arrived meanwhile reach this point and join.
      batchScheduleFn: (dispatch) => {
        writing.then(() => setImmediate(dispatch));
      },
    },
  );
}

/** One statement for the group; if it fails, each analysis alone, so one bad row fails only itself. */
async function recordGroup(db: Db, rows: readonly NewAnalysisRow[]): Promise<(Recorded | Error)[]> {
  try {
    return await insertPremium(db, rows);
  } catch (error) {
    if (rows.length === 1) return [asError(error)];
    return Promise.all(rows.map((row) => insertPremium(db, [row]).then((ids) => ids[0]!, asError)));
  }
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** The ids are made here, so that each returned id tells which row it was. */
async function insertPremium(db: Db, rows: readonly NewAnalysisRow[]): Promise<Recorded[]> {
  const ids = rows.map(() => randomUUID());
  const values = rows.map(
    (r, i) =>
      sql`(${ids[i]}, ${r.userId}, ${r.contractType}, ${r.mesContrato}, ${r.taxaContrato}, ${r.abusiva}, ${r.resultado}, ${r.createdAt})`,
  );
  const inserted = await executePrepared<{ id: string }>(
    db,
    `analysis_record_premium_${rows.length}`,
    sql`
    insert into user_analyses (id, user_id, contract_type, mes_contrato, taxa_contrato, abusiva, resultado, created_at)
    select v.id::uuid, v.user_id, v.contract_type, v.mes_contrato::date, v.taxa_contrato::numeric,
      v.abusiva::boolean, v.resultado::jsonb, v.created_at::timestamptz
    from (values ${sql.join(values, sql`, `)})
      as v(id, user_id, contract_type, mes_contrato, taxa_contrato, abusiva, resultado, created_at)
    where exists (
      select 1 from subscribers s where s.user_id = v.user_id and s.subscription_tier = 'premium'
    )
    returning id`,
  );
  const saved = new Set(inserted.map((r) => String(r.id)));
  return ids.map((id) => (saved.has(id) ? id : null));
}
