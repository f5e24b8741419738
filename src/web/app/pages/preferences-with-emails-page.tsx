import { EmailChoicesSection } from "#web/features/notifications/emails/email-choices-section";
import { PreferencesPage } from "#web/features/settings/preferences/preferences-page";
import { PartnerSettingsFrame } from "#web/features/settings/settings-frame";

/** The Preferences page with the e-mail notification choices below the display preferences. */
export function PreferencesWithEmailsPage() {
  return <PreferencesPage more={<EmailChoicesSection />} />;
}

export function PartnerPreferencesWithEmailsPage() {
  return (
    <PartnerSettingsFrame>
      <PreferencesWithEmailsPage />
    </PartnerSettingsFrame>
  );
}
