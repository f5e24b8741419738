export type HostKind = "partner" | "internal";

/** Hosts listed in PARTNER_HOSTS serve only the partner portal; the port never matters. */
export function hostKindOf(hostHeader: string | undefined, partnerHosts: readonly string[]): HostKind {
  if (!hostHeader) return "internal";
  const hostname = hostHeader.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return partnerHosts.includes(hostname) ? "partner" : "internal";
}
