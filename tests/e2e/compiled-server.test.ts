// Decision 012 (issue "Lean" item 1, DESIGN §8b.24): the production server is the build's
// compiled JavaScript on React Router's production build, one node process with no TypeScript
// loader; `npm start` hands SIGTERM and SIGINT to it and ends as it ends (issue "Ready for
// production" item 11).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, inject, it } from "vitest";
import { freePort, serverArgs, startServer, waitForHealth } from "../support/e2e-global-setup";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "revisafacil-compiled-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const commandLine = (pid: number) =>
  readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);

/** The processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // The command may hold spaces and parentheses: the fields after its last ")".
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve),
  );

describe("the compiled production server", () => {
  it("runs React Router's production build and JavaScript only, without tsx", async () => {
    const port = await freePort();
    const loadedFile = path.join(tempDir(), "loaded.txt");
    const preload = pathToFileURL(path.resolve("tests/support/loaded-modules.mjs")).href;
    const child = startServer(
      port,
      tempDir(),
      { NODE_OPTIONS: `--import=${preload}`, LOADED_MODULES_FILE: loadedFile },
      inject("buildDir"),
    );
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url, child);
    // A page and a form post through React Router (its loaders and actions run).
    expect((await fetch(url)).status).toBe(200);
    const post = await fetch(`${url}/calculadora-online-juros`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "tipo=financiamento_veiculo&mes=6&ano=2019",
    });
    expect(await post.text()).toContain("1,59% a.m.");

    const command = commandLine(child.pid!);
    expect(command).toEqual([process.execPath, ...serverArgs(inject("buildDir"))]);
    expect(command.join(" ")).not.toMatch(/tsx|\.ts\b/);

    child.kill("SIGTERM");
    expect(await exitOf(child)).toBe(0);
    const loaded = readFileSync(loadedFile, "utf8").split("\n").filter(Boolean);
    expect(loaded).toContain(pathToFileURL(path.join(inject("buildDir"), "server/server.js")).href);
    expect(loaded.filter((u) => u.includes("react-router/dist/development"))).toEqual([]);
    expect(
      loaded.filter((u) => /\.[mc]?tsx?$/.test(u) || u.includes("/node_modules/tsx/")),
    ).toEqual([]);
  });
});

// Through npm, as a service manager or a terminal starts it: `npm run serve` is `npm start`'s
// launcher without the build step (the e2e build is there).
describe("npm start", () => {
  const launch = async (extraEnv: Record<string, string> = {}) => {
    const port = await freePort();
    const npm = spawn("npm", ["run", "--silent", "serve"], {
      stdio: ["ignore", "ignore", "pipe"],
      env: {
        ...process.env,
        BUILD_DIR: inject("buildDir"),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: tempDir(),
        DATABASE_URL: "",
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: "",
        STRIPE_SECRET_KEY: "",
        LOG_LEVEL: "warn",
        ...extraEnv,
      },
    });
    let stderr = "";
    npm.stderr!.on("data", (c: Buffer) => (stderr += c.toString()));
    return { npm, url: `http://127.0.0.1:${port}`, stderr: () => stderr };
  };

  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    it(`hands ${signal} to the one server process and exits with its code`, async () => {
      const { npm, url } = await launch();
      await waitForHealth(url, npm);
      // npm → the launcher (the script execs it: no shell between) → one server process.
      const [launcher, ...otherScripts] = childrenOf(npm.pid!);
      expect(otherScripts).toEqual([]);
      expect(commandLine(launcher!).slice(1)).toEqual(["scripts/start.mjs", "--no-build"]);
      const [server, ...others] = childrenOf(launcher!);
      expect(others).toEqual([]);
      expect(commandLine(server!)).toEqual([process.execPath, ...serverArgs(inject("buildDir"))]);

      // The signal to npm alone, as a service manager sends it.
      npm.kill(signal);
      // The server shuts down gracefully (exit 0); the launcher and npm exit with that code.
      expect(await exitOf(npm)).toBe(0);
      expect(existsSync(`/proc/${launcher}`)).toBe(false);
      expect(existsSync(`/proc/${server}`)).toBe(false);
    });
  }

  it("exits with the server's code when the server stops on its own", async () => {
    const { npm, stderr } = await launch({ PORT: "porta-errada" });
    expect(await exitOf(npm)).toBe(1);
    expect(stderr()).toContain("PORT");
  });
});
