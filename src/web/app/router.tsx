import { createBrowserRouter, type DataRouter, matchRoutes } from "react-router";
import { hostKind } from "./host-kind";
import { routesFor } from "./routes";

/** The server sent the page's markup, rendered at build time (decision 0032): the app hydrates it. */
export const pagePrerendered = Boolean(document.getElementById("root")?.firstElementChild);

const routes = routesFor(hostKind);
let started: DataRouter | undefined;

/**
 * Loads the screens the address shows before the router first draws, so hydration draws the screen the markup
 * holds instead of the loading fallback.
 */
export async function loadScreensShown(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** Creates the app's one router (src/web/main.tsx, once the screens shown are loaded when hydrating). */
export function startRouter(): DataRouter {
  started = createBrowserRouter(routes);
  return started;
}

/** The started router, for what navigates from outside it (the search palette). */
export function appRouter(): DataRouter {
  if (!started) throw new Error("The router has not been started");
  return started;
}
