// The public storage route through the real production server (Hono + React Router + compress).
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL } from "../support/browser";

const video = Buffer.alloc(64 * 1024, 7);
const docx = "modelo de petição ".repeat(200); // compressible-looking, must still not be re-encoded

beforeAll(() => {
  const root = path.join(inject("dataDir"), "storage");
  mkdirSync(path.join(root, "modelos"), { recursive: true });
  mkdirSync(path.join(root, "videos"), { recursive: true });
  writeFileSync(path.join(root, "modelos", "e2e-peticao.docx"), docx);
  writeFileSync(path.join(root, "videos", "e2e-aula.mp4"), video);
});

// fetch() normalises "..": send the path exactly as an attacker would.
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL());
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: pathname, method: "GET" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("GET|HEAD /storage/:bucket/*", () => {
  it("answers HEAD with 200, the headers and no body", async () => {
    const res = await fetch(`${baseURL()}/storage/modelos/e2e-peticao.docx`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(docx)));
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(res.headers.get("etag")).toMatch(/^"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await res.text()).toBe("");
  });

  it("answers GET with the bytes, then 304 on If-None-Match", async () => {
    const res = await fetch(`${baseURL()}/storage/modelos/e2e-peticao.docx`, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(docx);
    const again = await fetch(`${baseURL()}/storage/modelos/e2e-peticao.docx`, {
      headers: { "If-None-Match": res.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("serves an mp4 range with 206", async () => {
    const res = await fetch(`${baseURL()}/storage/videos/e2e-aula.mp4`, {
      headers: { Range: "bytes=100-199" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it("answers 404 for a missing file and 400 for a bad bucket or path", async () => {
    const missing = await fetch(`${baseURL()}/storage/modelos/nao-existe.docx`, { method: "HEAD" });
    expect(missing.status).toBe(404);
    const missingGet = await fetch(`${baseURL()}/storage/modelos/nao-existe.docx`);
    expect([missingGet.status, await missingGet.text()]).toEqual([404, "Arquivo não encontrado."]);
    const bucket = await fetch(`${baseURL()}/storage/db/PG_VERSION`);
    expect(bucket.status).toBe(400);
    // An encoded slash survives URL normalisation and reaches the route as "../../db/PG_VERSION".
    const traversal = await fetch(`${baseURL()}/storage/modelos/..%2f..%2fdb%2fPG_VERSION`);
    expect(traversal.status).toBe(400);
    // Dot segments sent raw (no client-side normalisation) never reach a file outside the bucket.
    const raw = await rawGet("/storage/modelos/%2e%2e/%2e%2e/db/PG_VERSION");
    expect(raw.status).not.toBe(200);
    const rawDots = await rawGet("/storage/modelos/../../db/PG_VERSION");
    expect(rawDots.status).not.toBe(200);
    const hidden = await fetch(`${baseURL()}/storage/modelos/.env`);
    expect(hidden.status).toBe(400);
  });
});
