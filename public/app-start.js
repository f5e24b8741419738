// Starts the app on a page whose markup the build rendered (decision 0032), once that markup has been painted:
// the page's scripts are fetched after the first paint instead of sharing a slow connection with it. The
// entry and the chunks to preload are listed on this script's tag by scripts/build-web.mjs. A file, not
// inline: the Content-Security-Policy allows no inline script.
(() => {
  const tag = document.currentScript;
  const entry = tag?.dataset.entry;
  if (!entry) return;
  const chunks = (tag.dataset.preload || "").split(" ").filter(Boolean);
  const add = (element) => {
    element.crossOrigin = "";
    document.head.append(element);
  };
  const start = () => {
    for (const chunk of chunks) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = chunk;
      add(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.src = entry;
    add(script);
  };
  // A frame's callback runs just before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start));
})();
