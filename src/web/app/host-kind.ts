export type HostKind = "partner" | "internal";

/**
 * The server marks index.html with the host kind; read once, it decides which routes exist. The build renders the
 * public pages once per host kind in Node, which has no document: there the kind comes from PORTAL_HOST_KIND.
 */
function readHostKind(): HostKind {
  const marker = import.meta.env.SSR
    ? process.env.PORTAL_HOST_KIND
    : document.querySelector('meta[name="portal-host-kind"]')?.getAttribute("content");
  return marker === "partner" ? "partner" : "internal";
}

export const hostKind: HostKind = readHostKind();
