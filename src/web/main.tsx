import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadScreensShown, pagePrerendered, startRouter } from "./app/router";
import { watchFocus } from "./lib/focus/focus-rescue";
import "./styles.css";

// No top-level await: the bundler splits every module around one into small chunks of their own.
async function start(container: HTMLElement) {
  if (pagePrerendered) await loadScreensShown();
  const app = (
    <StrictMode>
      <App router={startRouter()} />
    </StrictMode>
  );
  // Hydrated as a transition, React works in slices of about 5 ms and yields to the browser between them: in one
  // task, hydrating was the page's longest block of the main thread
  // (docs/benchmarks.md#lighthouse-first-load-of-the-public-pages).
  if (pagePrerendered)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else createRoot(container).render(app);
}

watchFocus();
const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");
void start(container);
