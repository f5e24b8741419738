import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * The Node flags `npm start`, the Docker image and the end-to-end tests run the server with: the stack traces
 * of the bundle's sources, and a young generation of at most 16 MiB a half, so that a long export raises the
 * server's memory by at most 32 MiB for it (decision 0048).
 */
export const SERVER_NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=16"];

/** Builds what is stale, as `npm start` does; benchmarks measure the server users run. */
export function ensureBuild(): void {
  const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: "ignore" });
  if (built.status !== 0) throw new Error("the build failed: run npm run build to see why");
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Seconds from spawning to the first healthy /api/health. */
  secondsToHealthy: number;
}

/** Starts the built server on the embedded database in `dataDir` and waits until it is healthy. */
export async function startBuiltServer(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  // Exactly what `npm start` runs once the build is there.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/main.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    // BENCH_SERVER_LOG shows the server's log lines (LOG_LEVEL and up), which say why a call failed.
    stdio: ["ignore", process.env.BENCH_SERVER_LOG ? "inherit" : "ignore", "inherit"],
  });
  const deadline = started + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.status === 200)
        return { child, port, secondsToHealthy: (performance.now() - started) / 1000 };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill("SIGKILL");
  throw new Error("the server did not become healthy within 120 s");
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
