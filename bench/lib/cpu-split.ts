// Where the CPU of a scenario goes (issue 14 item 1): the server's processes, PostgreSQL's
// processes and the load generator (this process), read from /proc before and after a run, so the
// profile's "waiting in writev" can be told apart from work. Linux only; elsewhere: null.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  ms: number;
  systemMs: number;
}

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // comm is in parentheses and may hold spaces: split after the last ")".
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const fields = stat.slice(close + 2).split(" ");
      list.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        comm,
        ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
        systemMs: Number(fields[12]) * TICK_MS,
      });
    } catch {
      // the process ended while we read
    }
  }
  return list;
}

export interface CpuSnapshot {
  server: number;
  /** The part of `server` spent in the kernel (socket reads and writes). */
  serverSystem: number;
  postgres: number;
  loadGenerator: number;
}

/** CPU so far per process of the server (with its workers) and of PostgreSQL, and of this one. */
export interface CpuReading {
  server: Map<number, { ms: number; systemMs: number }>;
  postgres: Map<number, number>;
  loadGenerator: number;
}

/** Reads the CPU milliseconds so far of the server's processes, PostgreSQL's and this process. */
export function cpuSnapshot(serverPid: number): CpuReading | null {
  if (process.platform !== "linux") return null;
  const all = processes();
  const tree = new Set([serverPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all)
      if (!tree.has(p.pid) && tree.has(p.ppid)) {
        tree.add(p.pid);
        grew = true;
      }
  }
  const own = process.cpuUsage();
  return {
    server: new Map(
      all.filter((p) => tree.has(p.pid)).map((p) => [p.pid, { ms: p.ms, systemMs: p.systemMs }]),
    ),
    postgres: new Map(all.filter((p) => p.comm === "postgres").map((p) => [p.pid, p.ms])),
    loadGenerator: (own.user + own.system) / 1000,
  };
}

/**
 * CPU milliseconds per request between two readings. Per process: a process that started in
 * between counts from zero; one that ended in between is left out (its last moments are lost,
 * rather than its whole past subtracted).
 */
export function cpuPerRequest(
  before: CpuReading | null,
  after: CpuReading | null,
  requests: number,
): CpuSnapshot | null {
  if (!before || !after || requests === 0) return null;
  let server = 0;
  let serverSystem = 0;
  for (const [pid, now] of after.server) {
    const then = before.server.get(pid);
    server += now.ms - (then?.ms ?? 0);
    serverSystem += now.systemMs - (then?.systemMs ?? 0);
  }
  let postgres = 0;
  for (const [pid, now] of after.postgres) postgres += now - (before.postgres.get(pid) ?? 0);
  const per = (ms: number) => Math.round((ms / requests) * 100) / 100;
  return {
    server: per(server),
    serverSystem: per(serverSystem),
    postgres: per(postgres),
    loadGenerator: per(after.loadGenerator - before.loadGenerator),
  };
}
