// `npm start`: builds when the build is missing or older than the sources, then runs the
// production server (which migrates and seeds the database before it listens).
// `npm run serve` (--no-build): the same server on the build that is there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, "server", "index.js");
const sources = ["app", "editorial", "react-router.config.ts", "vite.config.ts", "package.json"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(p, name))),
    stat.mtimeMs,
  );
}

const needsBuild =
  !process.argv.includes("--no-build") &&
  (!existsSync(stamp) || sources.some((s) => newestMtime(s) > statSync(stamp).mtimeMs));
if (needsBuild) {
  console.log("Gerando o build de produção...");
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Settings from .env when present (see .env.example); the real environment wins.
const envFile = existsSync(".env") ? ["--env-file=.env"] : [];
// The node command line of the server, shared with the Dockerfile, the tests and the bench
// (decision 011: one V8 helper thread per process).
const serverArgs = JSON.parse(readFileSync("server/node-args.json", "utf8"));
const child = spawn(process.execPath, [...envFile, ...serverArgs], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
