export type HostKind = "partner" | "internal";

/** The server marks index.html with the host kind; read once, it decides which routes exist. */
function readHostKind(): HostKind {
  const marker = document.querySelector('meta[name="portal-host-kind"]')?.getAttribute("content");
  return marker === "partner" ? "partner" : "internal";
}

export const hostKind: HostKind = readHostKind();
