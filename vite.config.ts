import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";

// In development the browser talks to Vite only; API calls are proxied so cookies stay same-origin.
const apiTarget = `http://localhost:${process.env.API_PORT ?? "3001"}`;

// The screens of the public pages (decision 0032), by a short name for their chunks.
const PUBLIC_SCREENS: Record<string, string> = {
  "staff-login": "src/web/features/staff-auth/staff-login-page.tsx",
  "partner-login": "src/web/features/partner-auth/login/partner-login-page.tsx",
  apply: "src/web/features/applications/apply/apply-page.tsx",
  status: "src/web/features/applications/status/status-page.tsx",
  verify: "src/web/features/learning/verify/verify-certificate-page.tsx",
};

/**
 * Decision 0036: what the public pages load beyond the entry is chunked by which public pages load it, whoever
 * else imports it, and the entry's own modules stay one chunk. Left to the bundler, each small module a
 * signed-in screen shares (an icon, an input) was a chunk of its own: a form page loaded some forty files, a
 * third of whose bytes were the files' own overhead.
 */
function publicPageChunks() {
  const root = import.meta.dirname;
  const screens = Object.entries(PUBLIC_SCREENS).map(([page, screen]) => [page, path.join(root, screen)]);
  // The icons each module names: "lucide-react" is one module re-exporting all of them, so the module graph
  // alone would give every icon to every page.
  const iconsOf = new Map<string, string[]>();
  let pagesOf: Map<string, string[]> | undefined;
  let entryApp: Set<string> | undefined;

  const closure = (ctx: ChunkingContext, from: string, within = (_id: string) => true) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || !within(id)) return;
      seen.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(from);
    return seen;
  };

  const name = (id: string, ctx: ChunkingContext) => {
    if (!entryApp || !pagesOf) {
      const main = path.join(root, "src/web/main.tsx");
      entryApp = closure(ctx, main, (module) => !module.includes("/node_modules/"));
      pagesOf = new Map();
      const entry = closure(ctx, main);
      const entryIcons = new Set([...entryApp].flatMap((module) => iconsOf.get(module) ?? []));
      for (const [page, screen] of screens) {
        for (const module of closure(ctx, screen as string)) {
          if (entry.has(module)) continue;
          pagesOf.set(module, [...(pagesOf.get(module) ?? []), page as string]);
          for (const icon of iconsOf.get(module) ?? []) {
            const pages = pagesOf.get(icon) ?? [];
            if (!entryIcons.has(icon) && !pages.includes(page as string))
              pagesOf.set(icon, [...pages, page as string]);
          }
        }
      }
    }
    // The screen itself stays the chunk its route loads.
    if (screens.some(([, screen]) => screen === id)) return null;
    const pages = pagesOf.get(id);
    return pages ? `public-${pages.join("-")}` : null;
  };

  const plugin: Plugin = {
    name: "public-page-chunks",
    transform(code, id) {
      if (!id.startsWith(path.join(root, "src/web"))) return;
      const named = /import\s*\{([^}]*)\}\s*from\s*"lucide-react"/.exec(code)?.[1];
      if (!named) return;
      const icons = named
        .split(",")
        .map(
          (name) =>
            name
              .trim()
              .replace(/^type\s+/, "")
              .split(/\s+as\s+/)[0]
              ?.replace(/Icon$/, "") ?? "",
        )
        .filter(Boolean)
        .map((icon) =>
          path.join(
            root,
            "node_modules/lucide-react/dist/esm/icons",
            `${icon
              .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
              .replace(/([a-zA-Z])(\d)/g, "$1-$2")
              .toLowerCase()}.mjs`,
          ),
        );
      iconsOf.set(id, icons);
    },
  };
  return { name, plugin };
}

const chunks = publicPageChunks();

export default defineConfig({
  plugins: [react(), tailwindcss(), chunks.plugin],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts reads it to weigh what each route loads.
    manifest: true,
    rolldownOptions: {
      // A group takes only the modules it names: with their imports it would take the entry's React too.
      output: {
        codeSplitting: {
          groups: [{ name: chunks.name, debugName: "public pages", includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/rpc": { target: apiTarget, changeOrigin: false },
      "/idp": { target: apiTarget, changeOrigin: false },
      "/dev": { target: apiTarget, changeOrigin: false },
    },
  },
});
