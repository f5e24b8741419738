import { SettingsIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { matchPath, useLocation } from "react-router";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { PageLoading } from "#web/app/page-loading";
import { ADMIN_TABS, type AdminTab, paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { EmptyState } from "#web/components/lists/empty-state";
import { AccessDenied } from "#web/components/page/access-denied";
import { ModulePage } from "#web/components/page/module-page";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { adminAccessOf, adminTabAccess, adminTabs, grantorOf } from "./admin-access";
import { AuditLogTab } from "./audit-log/audit-log-tab";
import { DepartmentsTab } from "./departments/departments-tab";
import { IntegrationsTab } from "./integrations/integrations-tab";
import { NoAdminAccess } from "./no-admin-access";
import { ProgrammeTab } from "./programme/programme-tab";
import { UsersTab } from "./users/users-tab";

/** The tab an address under /admin names, if it names one (/admin itself names none). */
function namedTab(pathname: string): AdminTab | undefined {
  const segment = matchPath(`${paths.admin}/:tab/*`, pathname)?.params.tab;
  return ADMIN_TABS.find((tab) => tab === segment);
}

/**
 * /admin: users, roles, permissions and departments for holders of manage_users or manage_roles, integration
 * keys for holders of manage_integrations; anyone else is told they have no access. Each tab has its address (/admin/<tab>); Departments needs manage_users and the
 * Audit Log view_audit_logs. The server enforces the same on every call. `integrationsMore` is what the app
 * shows on the Integrations tab below its keys, `programmeMore` on the Programme tab below the tiers (decision
 * 0013).
 */
export function AdminSettingsPage({
  integrationsMore,
  programmeMore,
}: {
  integrationsMore?: ReactNode;
  programmeMore?: ReactNode;
} = {}) {
  const { profile, loading, refresh } = useAuthorization();
  const { pathname } = useLocation();
  const access = adminAccessOf(profile);
  const tabs = adminTabs(access).map((tab) => ({ ...tab, path: paths.adminTab(tab.value) }));
  const named = namedTab(pathname);
  // A tab this user does not get, e.g. a link from someone with more access.
  const deniedTab = named && !tabs.some((tab) => tab.value === named) ? named : undefined;
  const shown = !loading && profile !== null && access.settings && !deniedTab;
  const defaultTab = tabs[0]?.value ?? "users";
  const openTab = useOpenTabLabel(shown ? tabs : [], defaultTab);
  useDocumentTitle(...(openTab ? [openTab] : []), "Admin Settings");
  const denied = !loading && !access.settings;
  // An administrator may have granted access since the profile was read: ask the server once before saying no.
  useEffect(() => {
    if (denied) void refresh();
  }, [denied, refresh]);

  if (loading) return <PageLoading />;
  if (!profile || !access.settings) return <NoAdminAccess />;
  if (deniedTab) {
    const { label, permissions } = adminTabAccess(deniedTab);
    return (
      <AccessDenied
        message={`You don't have permission to open the ${label} tab.`}
        permissions={permissions}
        back={{ label: "Back to Admin Settings", to: paths.admin }}
      />
    );
  }

  const contentOf = (tab: AdminTab): ReactNode =>
    tab === "users" ? (
      <UsersTab grantor={grantorOf(profile)} />
    ) : tab === "departments" ? (
      <DepartmentsTab />
    ) : tab === "integrations" ? (
      <div className="grid gap-10">
        <IntegrationsTab grantor={grantorOf(profile)} />
        {integrationsMore}
      </div>
    ) : tab === "programme" ? (
      <ProgrammeTab more={programmeMore} />
    ) : tab === "audit-log" ? (
      <AuditLogTab />
    ) : (
      <EmptyState
        icon={<SettingsIcon />}
        title="System Settings"
        description="System settings coming soon..."
      />
    );
  const moduleTabs: ModuleTab[] = tabs.map((tab) => ({ ...tab, content: contentOf(tab.value) }));

  return (
    <div className="mx-auto max-w-7xl">
      <ModulePage
        title="Admin Settings"
        description="Users, roles, permissions and departments, and the audit trail of every change."
        tabsLabel="Admin Settings"
        defaultTab={defaultTab}
        scrollTabs
        tabs={moduleTabs}
      />
    </div>
  );
}
