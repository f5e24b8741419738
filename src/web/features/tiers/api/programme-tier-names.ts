import { useQuery } from "@tanstack/react-query";
import { orpc } from "#web/lib/transport/rpc";

/**
 * What the programme calls each tier, read once for every signed-in screen. A rename comes only with a save of the
 * tiers, which refetches every answer of the programme; anyone else's screens take it within ten minutes.
 */
export function useProgrammeTierNames() {
  return useQuery(orpc.programme.tierNames.queryOptions({ staleTime: 10 * 60_000 }));
}
