import { paths } from "#web/app/paths";
import { AccessDenied } from "#web/components/page/access-denied";

export const NO_PARTNER_PORTAL_ACCESS =
  "You don't have access to the partner portal. Please contact an administrator to get partner access.";

/**
 * The Partner Portal for a user who is neither a partner administrator nor an active partner's contact
 * (docs/product/partners.md#who-sees-what).
 */
export function NoPartnerPortalAccess() {
  return (
    <AccessDenied
      message={NO_PARTNER_PORTAL_ACCESS}
      permissions={["manage_partners"]}
      partnerContacts
      back={{ label: "Back to Dashboard", to: paths.home }}
    />
  );
}
