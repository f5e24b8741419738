import { Outlet } from "react-router";
import { TierNamesProvider } from "./tier-names-provider";

/**
 * What every signed-in screen sits in, the staff shell and a partner's screens alike: the programme's tier
 * names. Its own chunk, loaded with the first of them, so the public pages carry none of it.
 */
export function SignedInFrame() {
  return (
    <TierNamesProvider>
      <Outlet />
    </TierNamesProvider>
  );
}
