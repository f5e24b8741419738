import { SettingsIcon } from "lucide-react";
import { useDocumentTitle } from "../../app/use-document-title";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../layout/page-header";

export function AdminSettingsPage() {
  useDocumentTitle("Admin Settings");
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader title="Admin Settings" description="Users, roles, permissions and departments." />
      <EmptyState
        icon={<SettingsIcon />}
        title="Nothing to show yet"
        description="Administration is not available yet. User management, departments and system settings will appear here once it opens."
      />
    </div>
  );
}
