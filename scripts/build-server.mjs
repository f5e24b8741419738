// Bundles the server's own code into dist/server/main.mjs (packages stay in node_modules). `npm start` runs the
// bundle with plain Node: no TypeScript loader at run time, so the server starts faster.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

await build({
  entryPoints: [path.join(root, "src/server/main.ts")],
  outfile: path.join(root, "dist/server/main.mjs"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
console.log("Built the server into dist/server/main.mjs");
