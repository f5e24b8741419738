import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder holding package.json. Found by walking up, so it is right both from the sources and from the
 * bundled server in dist/server.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server code");
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot();
