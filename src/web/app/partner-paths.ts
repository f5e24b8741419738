import { type HostKind, hostKind } from "./host-kind";

export interface PartnerPaths {
  login: string;
  dashboard: string;
}

/** Partner hosts serve the partner screens at the root; the internal host keeps them under /partner. */
export function partnerPathsFor(kind: HostKind): PartnerPaths {
  return kind === "partner"
    ? { login: "/login", dashboard: "/dashboard" }
    : { login: "/partner/login", dashboard: "/partner/dashboard" };
}

export const partnerPaths: PartnerPaths = partnerPathsFor(hostKind);
