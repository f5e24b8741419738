import { AdminSettingsPage } from "#web/features/admin/admin-settings-page";
import { AgreementVersionsCard } from "#web/features/agreements/admin/agreement-versions-card";
import { JourneyTemplatesCard } from "#web/features/onboarding-journey/admin/journey-templates-card";
import { WebhooksSection } from "#web/features/webhooks/endpoints/webhooks-section";

/**
 * Admin Settings with what other features add: the administrators' webhook endpoints below the integration keys
 * on Integrations, and the programme agreement's versions and the onboarding journey's templates on Programme.
 */
export function AdminSettingsWithWebhooksPage() {
  return (
    <AdminSettingsPage
      integrationsMore={<WebhooksSection owner="integrations" />}
      programmeMore={
        <>
          <AgreementVersionsCard />
          <JourneyTemplatesCard />
        </>
      }
    />
  );
}
