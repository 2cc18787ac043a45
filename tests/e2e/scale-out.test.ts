// Issue #14 item 4 (DESIGN D34): two production instances of the e2e build on ONE throwaway
// PostgreSQL database and ONE local S3-protocol server (s3rver), each with its own empty DATA_DIR
// and port, sharing only BETTER_AUTH_SECRET, DATABASE_URL and S3_*. Shows that a session made on
// A works on B, the sign-in limit counts attempts made on both, an mp4 uploaded through A's admin
// form streams from B with a byte range, and the daily rates job runs on one instance only (the
// job_runs lease). Needs PostgreSQL: skipped when TEST_DATABASE_URL is unset (CI sets it).
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { jobRuns, videos } from "~/db/schema";
import { readSeedRates } from "../../server/seed";
import { SERIES, SERIES_CODES } from "~/domain/contract-types";
import { minimalMp4 } from "~/features/admin/videos-mp4-fixture";
import { VIDEO_MSG } from "~/features/admin/videos-schema";
import { RATES_JOB_NAME } from "~/features/rates/rates-job.server";
import { createS3Client } from "~/services/storage-s3.server";
import { createTestDatabase, type TestDatabase } from "../support/databases";
import { freePort, startServer, waitForHealth } from "../support/e2e-global-setup";
import { createConsumer, DEFAULT_PASSWORD, uniqueEmail } from "../support/factories";
import { enrolFactor, passSecondStep } from "../support/totp";
import { type LocalS3, startLocalS3 } from "../support/s3-server";

const enabled = Boolean(process.env.TEST_DATABASE_URL);
const SECRET = "segredo-compartilhado-entre-instancias-0123456789";
const BUCKET = "revisafacil-escala";
// The servers' first job check comes 30 s after start-up (rates-job.server.ts).
const FIRST_JOB_CHECK_MS = 30_000;

// ------------------------------------------------------------ a fake SGS that tells A from B
// Each instance gets its own base path (/a/… or /b/…), so the requests say which one ran the job.
const seedRows = readSeedRates();
const lastMonth = seedRows.at(-1)!.mes; // "YYYY-MM-01"
const next = new Date(`${lastMonth}T00:00:00Z`);
next.setUTCMonth(next.getUTCMonth() + 1);
const NEW_MONTH = `01/${String(next.getUTCMonth() + 1).padStart(2, "0")}/${next.getUTCFullYear()}`;
const sgsRequests: Array<{ instance: string; code: number }> = [];
const day = (s: string) => {
  const [d, m, y] = s.split("/").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const sgs = http.createServer((req, res) => {
  const url = new URL(req.url!, "http://x");
  const match = /^\/([ab])\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(url.pathname);
  if (!match) return void res.writeHead(404).end();
  const code = Number(match[2]);
  sgsRequests.push({ instance: match[1]!, code });
  const column = (SERIES as Record<number, { column: string } | undefined>)[code]?.column;
  const points = column
    ? [
        ...seedRows.map((r) => ({
          data: `01/${r.mes.slice(5, 7)}/${r.mes.slice(0, 4)}`,
          valor: (r as unknown as Record<string, number>)[column]!.toFixed(2),
        })),
        { data: NEW_MONTH, valor: "1.90" },
      ]
    : [];
  const from = day(url.searchParams.get("dataInicial") ?? "01/01/1900");
  const to = day(url.searchParams.get("dataFinal") ?? "01/01/2999");
  const inWindow = points.filter((p) => day(p.data) >= from && day(p.data) <= to);
  res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(inWindow));
});

// ------------------------------------------------------------ the two instances
interface Instance {
  name: "a" | "b";
  base: string;
  child: ChildProcess;
  dataDir: string;
  healthyAt: number;
}
let database: TestDatabase;
let s3: LocalS3;
let a: Instance;
let b: Instance;
const admin = { email: uniqueEmail("admin-escala"), password: DEFAULT_PASSWORD };
// Issue #27: the admin has a second factor; a code counts against the account's sign-in limit
// (3 here), so the second session of the sign-out check is another account's.
const ADMIN_TOTP = "escala-admin-totp-segredo-012345";
const member = { email: uniqueEmail("membro-escala"), password: DEFAULT_PASSWORD };

async function start(name: "a" | "b", sgsBase: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `revisafacil-escala-${name}-`));
  const port = await freePort();
  const child = startServer(
    port,
    dataDir,
    {
      DATABASE_URL: database.url!,
      BETTER_AUTH_SECRET: SECRET,
      ...s3.envFor(BUCKET),
      // Requests carry X-Forwarded-For as if behind the compose file's proxy.
      TRUST_PROXY: "true",
      TRUSTED_PROXY_HOPS: "1",
      AUTH_RATE_LIMIT_MAX: "3",
      RATES_AUTO_UPDATE: "true",
      BCB_SGS_BASE_URL: `${sgsBase}/${name}/dados/serie`,
      // One process per instance: two instances on two cores is the point here.
      WEB_CONCURRENCY: "1",
    },
    inject("buildDir"),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(base, child);
  return { name, base, child, dataDir, healthyAt: Date.now() };
}

async function stop(instance: Instance | undefined) {
  if (!instance) return;
  if (instance.child.exitCode === null) {
    instance.child.kill("SIGTERM");
    await new Promise((r) => instance.child.once("exit", r));
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}

beforeAll(async () => {
  if (!enabled) return;
  database = await createTestDatabase("postgres");
  s3 = await startLocalS3();
  await s3.newBucket(BUCKET);
  await new Promise<void>((resolve) => sgs.listen(0, "127.0.0.1", resolve));
  const sgsBase = `http://127.0.0.1:${(sgs.address() as AddressInfo).port}`;
  const adminAccount = await createConsumer(database.db, { ...admin, isAdmin: true });
  await enrolFactor(database.db, {
    userId: adminAccount.id,
    authSecret: SECRET,
    totpSecret: ADMIN_TOTP,
  });
  await createConsumer(database.db, member);
  // One after the other, as compose.yaml does (app2 waits for app1's health check).
  a = await start("a", sgsBase);
  b = await start("b", sgsBase);
}, 120_000);

afterAll(async () => {
  await Promise.all([stop(a), stop(b)]);
  sgs.closeAllConnections();
  await new Promise((r) => sgs.close(r));
  await s3?.close();
  await database?.dispose();
});

const signIn = (instance: Instance, clientIp: string, email: string, password: string) =>
  fetch(`${instance.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: instance.base,
      "x-forwarded-for": clientIp,
    },
    body: JSON.stringify({ email, password }),
  });

function cookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => /session_token=/.test(c));
  if (!line) throw new Error(`Sem cookie de sessão (HTTP ${response.status})`);
  return line.split(";")[0]!;
}

describe.skipIf(!enabled)("two instances on one PostgreSQL and one S3 store", () => {
  let adminCookie = "";

  it("a session made on A works on B, and signing out on B ends it on A", async () => {
    const signedIn = await passSecondStep(
      a.base,
      await signIn(a, "198.51.100.10", admin.email, admin.password),
      ADMIN_TOTP,
      { "x-forwarded-for": "198.51.100.10" },
    );
    expect(signedIn.status).toBe(200);
    adminCookie = cookieOf(signedIn);

    const onB = await fetch(`${b.base}/api/auth/get-session`, { headers: { cookie: adminCookie } });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { user: { email: string } }).user.email).toBe(admin.email);
    // B's own pages see the admin too (the viewer query, not only better-auth).
    const page = await fetch(`${b.base}/admin-dashboard/videos`, {
      headers: { cookie: adminCookie },
      redirect: "manual",
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Vídeos educativos");

    // A second session, ended on B: A refuses it at once or within the session cache's bound.
    const other = cookieOf(await signIn(a, "198.51.100.11", member.email, member.password));
    const out = await fetch(`${b.base}/api/auth/sign-out`, {
      method: "POST",
      headers: { cookie: other, origin: b.base, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    const deadline = Date.now() + 6_000; // DESIGN §7.14: a revoked session stops within 5 s
    let session: unknown = "still there";
    while (Date.now() < deadline) {
      session = await (
        await fetch(`${a.base}/api/auth/get-session`, { headers: { cookie: other } })
      ).json();
      if (session === null) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(session).toBeNull();
  });

  it("counts sign-in attempts made on both instances against one limit (AUTH_RATE_LIMIT_MAX=3)", async () => {
    const ip = "203.0.113.77";
    // An address of its own: the account has a limit of its own too (issue 23).
    const email = uniqueEmail("escala");
    const wrong = (instance: Instance) =>
      signIn(instance, ip, email, "senha-errada-123").then((r) => r.status);
    const statuses = [
      await wrong(a),
      await wrong(b),
      await wrong(a),
      await wrong(b),
      await wrong(a),
    ];
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client keeps its own allowance on either instance.
    expect(
      await signIn(b, "203.0.113.78", uniqueEmail("escala"), "senha-errada-123").then(
        (r) => r.status,
      ),
    ).toBe(401);
  });

  it("streams from B, with a byte range, an mp4 uploaded through A's admin form (multipart S3 upload); refuses a fake one", async () => {
    // A real mp4 header followed by a 9 MB "free" box: more than one 8 MB upload part.
    const head = minimalMp4();
    const padding = 9 * 1024 * 1024;
    const mp4 = new Uint8Array(head.length + 8 + padding);
    mp4.set(head);
    new DataView(mp4.buffer).setUint32(head.length, 8 + padding);
    mp4.set(new TextEncoder().encode("free"), head.length + 4);
    for (let i = head.length + 8; i < mp4.length; i += 4096) mp4[i] = (i / 4096) % 251;

    const [entry] = await database.db.select().from(videos).orderBy(videos.ordem).limit(1);
    const form = new FormData();
    form.set("id", entry!.id);
    form.set("titulo", entry!.titulo);
    form.set("origem", "mp4");
    form.set("url", "");
    form.set("arquivo", new Blob([mp4], { type: "video/mp4" }), "Aula em escala.mp4");
    const posted = await fetch(`${a.base}/admin-dashboard/videos`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: a.base },
      body: form,
      redirect: "manual",
    });
    expect(posted.status).toBe(200);

    const [saved] = await database.db.select().from(videos).where(eq(videos.id, entry!.id));
    expect(saved).toMatchObject({
      tipo: "mp4",
      url: expect.stringMatching(/^\/storage\/videos\/aula-em-escala-[0-9a-f]{8}\.mp4$/),
    });
    const url = saved!.url!;
    const key = url.slice("/storage/videos/".length);

    // In the S3 bucket, not on A's disk.
    const client = createS3Client({
      bucket: BUCKET,
      region: "us-east-1",
      endpoint: s3.endpoint,
      credentials: s3.credentials,
      forcePathStyle: true,
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "videos/" }),
    );
    expect(listed.Contents?.map((o) => [o.Key, o.Size])).toEqual([[`videos/${key}`, mp4.length]]);
    expect(existsSync(path.join(a.dataDir, "storage", "videos"))).toBe(false);

    const headOnB = await fetch(`${b.base}${url}`, { method: "HEAD" });
    expect([
      headOnB.status,
      headOnB.headers.get("content-length"),
      headOnB.headers.get("content-type"),
    ]).toEqual([200, String(mp4.length), "video/mp4"]);
    const start = mp4.length - 5000;
    const part = await fetch(`${b.base}${url}`, { headers: { Range: `bytes=${start}-` } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(
      `bytes ${start}-${mp4.length - 1}/${mp4.length}`,
    );
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(mp4.subarray(start));
    // Revalidation on B with the ETag A's upload produced.
    const again = await fetch(`${b.base}${url}`, {
      headers: { "If-None-Match": headOnB.headers.get("etag")! },
    });
    expect(again.status).toBe(304);

    // A file that is not an mp4, posted to B: refused by its first bytes, nothing reaches the bucket.
    const fake = new FormData();
    for (const [name, value] of [
      ["id", entry!.id],
      ["titulo", entry!.titulo],
      ["origem", "mp4"],
      ["url", ""],
    ] as const)
      fake.set(name, value);
    fake.set(
      "arquivo",
      new Blob(["<html><script>alert(1)</script></html>"], { type: "video/mp4" }),
      "falso.mp4",
    );
    const refused = await fetch(`${b.base}/admin-dashboard/videos`, {
      method: "POST",
      headers: { cookie: adminCookie, origin: b.base },
      body: fake,
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(VIDEO_MSG.arquivoInvalido);
    const after = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "videos/" }),
    );
    expect(after.Contents?.map((o) => o.Key)).toEqual([`videos/${key}`]);
    client.destroy();
  });

  it("runs the daily rates job on one instance only (job_runs lease)", async () => {
    // Both instances have checked once the later one's first check is past.
    const bothChecked = b.healthyAt + FIRST_JOB_CHECK_MS + 4_000;
    let run: typeof jobRuns.$inferSelect | undefined;
    while (Date.now() < bothChecked || !run?.lastStatus) {
      [run] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, RATES_JOB_NAME));
      if (Date.now() > bothChecked + 20_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(run).toMatchObject({
      lastStatus: "ok",
      lastMessage: "1 novo(s), 0 alterado(s), 0 rejeitado(s)",
      lockedBy: null,
    });
    const rateRequests = sgsRequests.filter((r) =>
      (SERIES_CODES as readonly number[]).includes(r.code),
    );
    const ranOn = [...new Set(rateRequests.map((r) => r.instance))];
    expect(ranOn).toHaveLength(1);
    // Every rate series was asked for by that one instance.
    expect(new Set(rateRequests.map((r) => r.code))).toEqual(new Set(SERIES_CODES));
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  }, 90_000);
});
