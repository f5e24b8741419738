import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { projectRoot } from "#server/project-root";

/** A real server process (`src/server/main.ts`) listening on a loopback port of its own. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL if it has not ended within `graceMs`; resolves once it has ended. */
  stop(graceMs?: number): Promise<void>;
}

const HEALTHY_WITHIN_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server as `npm start` would, with `env` over this process's environment (on the embedded database
 * unless `env` sets DATABASE_URL), and resolves once GET /api/health answers 200. Its standard error shows in the
 * test's output; a process that exits or stays unhealthy for 90 s fails the start.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async (graceMs = 20_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + HEALTHY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, port, url, exited, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy");
}
