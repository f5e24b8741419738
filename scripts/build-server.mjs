// Bundles the server's code, and the pure JavaScript packages it loads at start, into dist/server/main.mjs.
// `npm start` runs the bundle with plain Node: no TypeScript loader at run time, and a few dozen files to load
// instead of some 680 (decision 0006). Split into chunks, so what the code imports dynamically (the AWS SDK
// without S3, ...) stays unloaded until it is needed: in one file every import would be hoisted to its top.
import { rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

// Left in node_modules: packages that find files of their own at run time (the database's WebAssembly, pino's
// worker transports, Swagger UI's assets), native or optional-native ones (argon2, pg), and the large ones loaded
// only when first needed (S3, mail, the development OpenID provider, certificates' PDF and QR code).
const KEPT_EXTERNAL = [
  "@electric-sql/pglite",
  "@node-rs/argon2",
  "@aws-sdk/*",
  "nodemailer",
  "oidc-provider",
  "pg",
  "pino",
  "swagger-ui-dist",
  "pdf-lib",
  "qrcode",
];

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
  target: "node24",
  external: KEPT_EXTERNAL,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  sourcemap: true,
  // Mapped to file and line, without a copy of every bundled package's source: Node reads each map at load.
  sourcesContent: false,
  logLevel: "warning",
});
console.log("Built the server into dist/server/main.mjs");
