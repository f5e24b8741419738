import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";

const swaggerDir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Partner Portal API reference</title>
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <main id="api-reference"></main>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/assets/start.js"></script>
  </body>
</html>`;

// An external file, not an inline script: the Content-Security-Policy allows no inline scripts.
const START_SCRIPT = `window.SwaggerUIBundle({ url: "/api/v1/openapi.json", dom_id: "#api-reference", deepLinking: true });\n`;

/** The browsable API reference, served from the bundled swagger-ui-dist package (no CDN). */
export function createApiDocsRoutes(): Hono {
  const docs = new Hono();
  docs.get("/", (c) => c.html(PAGE));
  docs.get("/assets/start.js", (c) =>
    c.body(START_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );
  docs.get("/assets/:file", async (c) => {
    const file = c.req.param("file");
    const contentType = ASSETS[file];
    if (!contentType) return c.json({ error: "Not found" }, 404);
    const body = await readFile(path.join(swaggerDir, file));
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "public, max-age=86400" });
  });
  return docs;
}
