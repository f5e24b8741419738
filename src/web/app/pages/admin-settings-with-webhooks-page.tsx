import { AdminSettingsPage } from "#web/features/admin/admin-settings-page";
import { AgreementVersionsCard } from "#web/features/agreements/admin/agreement-versions-card";
import { WebhooksSection } from "#web/features/webhooks/endpoints/webhooks-section";

/**
 * Admin Settings with what other features add: the administrators' webhook endpoints below the integration keys
 * on Integrations, and the programme agreement's versions on Programme.
 */
export function AdminSettingsWithWebhooksPage() {
  return (
    <AdminSettingsPage
      integrationsMore={<WebhooksSection owner="integrations" />}
      programmeMore={<AgreementVersionsCard />}
    />
  );
}
