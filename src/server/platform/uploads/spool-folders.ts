import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";

/**
 * Uploads are spooled under DATA_DIR/incoming, each server process in a folder of its own (process-<pid>):
 * servers sharing a data folder on one machine never remove each other's uploads in flight.
 */
export const uploadSpoolRoot = (dataDir: string) => path.join(dataDir, "incoming");

export const processSpoolDir = (dataDir: string, pid = process.pid) =>
  path.join(uploadSpoolRoot(dataDir), `process-${pid}`);

const PROCESS_FOLDER = /^process-(\d+)$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * At start: removes what earlier processes left spooled (a process stopped mid-upload), keeping only the folders
 * of other processes still running. Our own pid's folder is a predecessor's too (in a container every process is
 * pid 1). Returns how many entries went.
 */
export async function clearStaleSpools(dataDir: string, ownPid = process.pid): Promise<number> {
  const root = uploadSpoolRoot(dataDir);
  const entries = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const pid = Number(PROCESS_FOLDER.exec(entry)?.[1]);
    if (pid && pid !== ownPid && isRunning(pid)) continue;
    await rm(path.join(root, entry), { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

/**
 * Removes spool folders older than `olderThanMs` from `spoolDir`: a request is answered within minutes, so
 * these belong to no request any more.
 */
export async function pruneSpool(spoolDir: string, olderThanMs: number, now = Date.now()): Promise<number> {
  const entries = await readdir(spoolDir).catch(() => [] as string[]);
  let removed = 0;
  for (const entry of entries) {
    const folder = path.join(spoolDir, entry);
    const info = await stat(folder).catch(() => undefined);
    if (!info || info.mtimeMs > now - olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}
