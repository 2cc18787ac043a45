// Cross-instance notices over PostgreSQL LISTEN/NOTIFY (DESIGN §7.16, D34): when one process
// changes what the public pages show, every other process drops its cached pages. A dedicated
// connection listens; if it drops, notices may have been missed, so the pages are dropped too and
// the connection is made again. Revoked sessions travel the same way (issue 12: session cache), and
// plan changes, which database triggers announce themselves (issue 14: plan cache, migration 0012);
// while the connection is down the plan cache is off.
import { randomUUID } from "node:crypto";
import pg from "pg";
import {
  applyRemoteContentChange,
  setContentBroadcast,
} from "../app/services/content-version.server";
import {
  applySessionNotice,
  forgetAllSessions,
  setSessionBroadcast,
  type SessionNotice,
} from "../app/features/auth/session-cache.server";
import {
  forgetPlan,
  PLAN_CHANNEL,
  setPlanCacheActive,
} from "../app/features/auth/plan-cache.server";
import { logger } from "../app/services/logger.server";

export const CONTENT_CHANNEL = "revisafacil_conteudo";
/** Revoked sessions (issue 12): every process drops them from its session cache. */
export const SESSION_CHANNEL = "revisafacil_sessoes";

export interface ContentNotifications {
  instanceId: string;
  stop: () => Promise<void>;
}

export async function startContentNotifications(
  databaseUrl: string,
): Promise<ContentNotifications> {
  const instanceId = randomUUID();
  const log = logger.child({ area: "notificações" });
  let stopped = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  // Sending goes through a small pool of its own, so a busy app pool never delays it.
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  sender.on("error", (error) => log.warn({ err: error }, "conexão de envio perdida"));
  setContentBroadcast((reason) => {
    sender
      .query("select pg_notify($1, $2)", [CONTENT_CHANNEL, instanceId])
      .catch((error: unknown) => {
        log.error({ err: error, motivo: reason }, "falha ao avisar as outras instâncias");
      });
  });

  setSessionBroadcast((notice) => {
    sender
      .query("select pg_notify($1, $2)", [
        SESSION_CHANNEL,
        JSON.stringify({ from: instanceId, notice }),
      ])
      .catch((error: unknown) => {
        log.error({ err: error }, "falha ao avisar as outras instâncias de uma sessão revogada");
      });
  });

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (message) => {
      if (message.channel === PLAN_CHANNEL && message.payload) forgetPlan(message.payload);
      if (message.channel === CONTENT_CHANNEL && message.payload !== instanceId)
        applyRemoteContentChange();
      if (message.channel === SESSION_CHANNEL) {
        try {
          const { from, notice } = JSON.parse(message.payload ?? "") as {
            from: string;
            notice: SessionNotice;
          };
          if (from !== instanceId) applySessionNotice(notice);
        } catch {
          forgetAllSessions();
        }
      }
    });
    const reconnect = (error?: unknown) => {
      if (stopped || listener !== client) return;
      listener = null;
      setPlanCacheActive(false);
      log.warn({ err: error }, "escuta do PostgreSQL perdida; reconectando");
      applyRemoteContentChange();
      forgetAllSessions();
      client.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(reconnectLater), 1_000);
      retry.unref();
    };
    const reconnectLater = (error: unknown) => {
      if (stopped) return;
      log.warn({ err: error }, "não foi possível escutar o PostgreSQL; nova tentativa em 5 s");
      retry = setTimeout(() => void connect().catch(reconnectLater), 5_000);
      retry.unref();
    };
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    await client.connect();
    await client.query(`listen ${CONTENT_CHANNEL}`);
    await client.query(`listen ${SESSION_CHANNEL}`);
    await client.query(`listen ${PLAN_CHANNEL}`);
    listener = client;
    setPlanCacheActive(true);
  };
  await connect();

  return {
    instanceId,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      setPlanCacheActive(false);
      setContentBroadcast(undefined);
      setSessionBroadcast(undefined);
      const client = listener;
      listener = null;
      await Promise.allSettled([client?.end(), sender.end()]);
    },
  };
}
