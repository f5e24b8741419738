import type { PermissionProfileDto } from "#shared/contracts/auth";
import { useOwnPartner } from "#web/features/partners/api/get-own-partner";
import { SearchPalette } from "#web/features/search/palette/search-palette";
import type { Audience } from "../audience";
import { appRouter } from "../router";
import { searchResultAddress } from "./search-addresses";
import { searchPlaces } from "./search-places";

/** The palette with this app's places and addresses for the person: loaded only when first opened. */
export function AppSearchPalette(props: {
  personId: string;
  profile: PermissionProfileDto | null;
  initialQuery: string;
  onClose(): void;
}) {
  const audience: Audience = props.profile?.roles.includes("partner") ? "partner" : "staff";
  const mine = useOwnPartner({ enabled: audience === "partner" });
  return (
    <SearchPalette
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      personId={props.personId}
      initialQuery={props.initialQuery}
      places={searchPlaces(audience, props.profile, mine.data?.member.role)}
      addressOf={(result) => searchResultAddress(audience, result)}
      navigate={(address) => void appRouter().navigate(address)}
    />
  );
}
