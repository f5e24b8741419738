import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
// PGlite imports its file system for a data folder dynamically: loaded here, that import is not queued behind
// the server's other modules.
import "@electric-sql/pglite/nodefs";

// pg_trgm: the trigram indexes that serve case-insensitive substring search (migration 0005).
export const pgliteOptions = { extensions: { pg_trgm } };

const require = createRequire(import.meta.url);
let compiling: Promise<WebAssembly.Module> | undefined;

/**
 * Opens (or creates) the embedded database in the folder. The server starts this before it loads the rest of its
 * code, so the database's WebAssembly compiles off the main thread while that code loads
 * (docs/benchmarks.md#startup). Its two large files are read here at once, synchronously: PGlite's own reads go
 * through the same thread pool as the module loader's, and would queue behind hundreds of module files.
 */
export async function openEmbeddedClient(dataDir: string): Promise<PGlite> {
  mkdirSync(path.dirname(dataDir), { recursive: true });
  compiling ??= WebAssembly.compile(readFileSync(require.resolve("@electric-sql/pglite/pglite.wasm")));
  const fsBundle = new Blob([readFileSync(require.resolve("@electric-sql/pglite/pglite.data"))]);
  return PGlite.create(dataDir, { ...pgliteOptions, pgliteWasmModule: await compiling, fsBundle });
}
