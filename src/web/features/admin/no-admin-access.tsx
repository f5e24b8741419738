import { paths } from "#web/app/paths";
import { AccessDenied } from "#web/components/page/access-denied";
import { ADMIN_SETTINGS_PERMISSIONS } from "./admin-access";

/**
 * Admin Settings for someone with none of manage_users, manage_roles and manage_integrations
 * (docs/product/administration.md#access).
 */
export function NoAdminAccess() {
  return (
    <AccessDenied
      message="You don't have permission to access admin settings."
      permissions={ADMIN_SETTINGS_PERMISSIONS}
      back={{ label: "Back to Dashboard", to: paths.home }}
    />
  );
}
