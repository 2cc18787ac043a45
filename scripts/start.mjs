// `npm start`: builds when the build is missing or older than the sources, then runs the
// production server (which migrates and seeds the database before it listens).
// `npm run serve` (--no-build): the same server on the build that is there.
// `--run <name>` (`npm run backup`, `restore`, `rates:update`): that operations script, compiled
// in the build (decision 012), never a new build (it would replace a running server's files).
// SIGTERM and SIGINT go to the child, and this process ends as the child ended.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const args = process.argv.slice(2);
const noBuild = args[0] === "--no-build" ? Boolean(args.shift()) : false;
const script = args[0] === "--run" ? args.splice(0, 2)[1] : null;
const stamp = path.join(buildDir, "server", "server.js");
const sources = [
  "app",
  "editorial",
  "server",
  "scripts",
  "react-router.config.ts",
  "vite.config.ts",
  "package.json",
];

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
  !noBuild &&
  !script &&
  (!existsSync(stamp) || sources.some((s) => newestMtime(s) > statSync(stamp).mtimeMs));
if (needsBuild) {
  console.log("Gerando o build de produção...");
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: "inherit",
    env: process.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The node command line of the server, shared with the Dockerfile, the tests and the bench
// (decision 011: one V8 helper thread per process); its `build/` is this build folder.
const inBuild = (arg) =>
  arg.startsWith("build/") ? path.join(buildDir, arg.slice("build/".length)) : arg;
const command = script
  ? [path.join(buildDir, "server", `${script}.js`), ...args]
  : JSON.parse(readFileSync("server/node-args.json", "utf8")).map(inBuild);
const entry = script ? command[0] : command.at(-1);
if (!existsSync(entry)) {
  process.stderr.write(`Build não encontrado (${entry}): rode npm run build antes.\n`);
  process.exit(1);
}

// Settings from .env when present (see .env.example); the real environment wins.
const envFile = existsSync(".env") ? ["--env-file=.env"] : [];
const child = spawn(process.execPath, [...envFile, ...command], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end the same way, as a shell would report it.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
