import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const BIN_DIR = "/usr/lib/postgresql/15/bin";

/** Why a private cluster cannot run here, or undefined when it can. */
export const privatePostgresUnavailable = existsSync(path.join(BIN_DIR, "initdb"))
  ? undefined
  : `PostgreSQL 15 binaries not found in ${BIN_DIR} (apt-get install postgresql-15)`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A PostgreSQL cluster of its own, on a free port, that a test may stop, restart and freeze without touching
 * anyone else's server. PostgreSQL refuses to run as root: as root, it runs as the postgres user.
 */
export class PrivatePostgres {
  private frozen: number[] = [];

  private constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  /** The superuser's URL (trust authentication). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return path.join(this.dir, "data");
  }

  private async pg(binary: string, args: string[]): Promise<void> {
    const command = path.join(BIN_DIR, binary);
    if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", command, ...args]);
    else await run(command, args);
  }

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(path.join(os.tmpdir(), "portal-private-pg-"));
    if (process.getuid?.() === 0) {
      const { stdout } = await run("id", ["-u", "postgres"]);
      const { stdout: group } = await run("id", ["-g", "postgres"]);
      chownSync(dir, Number(stdout.trim()), Number(group.trim()));
    }
    const cluster = new PrivatePostgres(dir, await freePort());
    await cluster.pg("initdb", ["-D", cluster.dataDir, "-U", "postgres", "--auth=trust", "--no-sync"]);
    await cluster.start();
    return cluster;
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await this.pg("pg_ctl", [
      "-D",
      this.dataDir,
      "-o",
      options,
      "-l",
      path.join(this.dir, "log"),
      "-w",
      "start",
    ]);
  }

  async stop(): Promise<void> {
    await this.pg("pg_ctl", ["-D", this.dataDir, "-m", "fast", "-w", "stop"]);
  }

  /** Stops every process of the cluster (SIGSTOP): connections stay open and nothing answers. */
  async freeze(): Promise<void> {
    const postmaster = Number(readFileSync(path.join(this.dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(postmaster)]);
    this.frozen = [postmaster, ...stdout.split("\n").filter(Boolean).map(Number)];
    for (const pid of this.frozen) process.kill(pid, "SIGSTOP");
  }

  thaw(): void {
    for (const pid of this.frozen) {
      try {
        process.kill(pid, "SIGCONT");
      } catch {
        // Already gone.
      }
    }
    this.frozen = [];
  }

  async destroy(): Promise<void> {
    this.thaw();
    await this.stop().catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}
