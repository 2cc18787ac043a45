// The production server itself (issue 2 item 4): refuses a wrong environment naming the variable,
// serves hashed assets compressed with immutable caching, and on SIGTERM finishes the request in
// flight before closing the database and exiting 0.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort, serverArgs, startServer, waitForHealth } from "../support/e2e-global-setup";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "revisafacil-lifecycle-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("production server", () => {
  it("stops at start-up with a message naming a wrong variable", async () => {
    const child = spawn(process.execPath, serverArgs(inject("buildDir")), {
      env: {
        ...process.env,
        BUILD_DIR: inject("buildDir"),
        DATA_DIR: tempDir(),
        PORT: "porta-errada",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("Configuração inválida");
  });

  it("serves hashed assets compressed and cached as immutable", async () => {
    const html = await (await fetch(inject("baseURL"))).text();
    const assets = [...new Set(html.match(/\/assets\/[^"]+\.js/g) ?? [])];
    expect(assets.length).toBeGreaterThan(0);
    let compressed = 0;
    for (const asset of assets) {
      const res = await fetch(inject("baseURL") + asset, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      // Files under 1 KB are sent as they are (compressing them saves nothing).
      if (res.headers.get("content-encoding") === "gzip") compressed++;
      await res.arrayBuffer();
    }
    // React and the app chunks are far above 1 KB: they come compressed.
    expect(compressed).toBeGreaterThan(0);
  });

  it("finishes the request in flight on SIGTERM, then exits 0", async () => {
    const port = await freePort();
    const child = startServer(port, tempDir(), {}, inject("buildDir"));
    await waitForHealth(`http://127.0.0.1:${port}`, child);
    const exited = new Promise<number | null>((r) => child.on("exit", r));

    // A form post whose body arrives slowly: the server cannot answer before the body ends.
    const body = "tipo=financiamento_veiculo&mes=6&ano=2019";
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          path: "/calculadora-online-juros",
          method: "POST",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 500);
      }, 300);
    });

    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(text).toContain("1,59% a.m.");
    expect(await exited).toBe(0);
  });
});
