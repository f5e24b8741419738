import { AccessDenied } from "#web/components/page/access-denied";
import { PublicPage } from "#web/components/page/public-page";
import { SignOutButton } from "./sign-out-button";

/** Shown to a signed-in user without an active partner account, e.g. staff or a suspended partner. */
export function NoPartnerAccount() {
  return (
    <PublicPage className="items-center justify-center">
      <AccessDenied
        message="No partner account found for this email address."
        partnerContacts
        action={<SignOutButton />}
      />
    </PublicPage>
  );
}
