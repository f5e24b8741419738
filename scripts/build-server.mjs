// Bundles the server's own code into dist/server/main.mjs (packages stay in node_modules). `npm start` runs the
// bundle with plain Node: no TypeScript loader at run time, so the server starts faster. Split into chunks, so
// what the code imports dynamically (the AWS SDK without S3, ...) stays unloaded until it is needed: in one file
// every package import would be hoisted to its top and loaded at every start.
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

const outdir = path.join(root, "dist/server");
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: path.join(root, "src/server/main.ts") },
  outdir,
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Built the server into dist/server/main.mjs");
