import type { ReactNode } from "react";
import { PARTNER_TIER_LABELS } from "#shared/labels";
import { TierNamesContext } from "#web/domain/tier-names";
import { useProgrammeTierNames } from "#web/features/tiers/api/programme-tier-names";

/** Gives the screens inside it the programme's tier names; the default names while they load or if they fail. */
export function TierNamesProvider({ children }: { children: ReactNode }) {
  const { data } = useProgrammeTierNames();
  return <TierNamesContext value={data?.names ?? PARTNER_TIER_LABELS}>{children}</TierNamesContext>;
}
