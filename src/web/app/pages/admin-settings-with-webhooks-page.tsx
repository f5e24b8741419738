import { AdminSettingsPage } from "#web/features/admin/admin-settings-page";
import { WebhooksSection } from "#web/features/webhooks/endpoints/webhooks-section";

/** Admin Settings with the administrators' webhook endpoints below the integration keys on Integrations. */
export function AdminSettingsWithWebhooksPage() {
  return <AdminSettingsPage integrationsMore={<WebhooksSection owner="integrations" />} />;
}
