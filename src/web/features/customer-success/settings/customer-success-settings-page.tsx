import { useEffect } from "react";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { PageLoading } from "#web/app/page-loading";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { AccessDenied } from "#web/components/page/access-denied";
import { WayBackButton } from "#web/components/page/not-found-state";
import { LocalDateTime } from "#web/components/text/local-date-time";
import { PageHeader } from "#web/layout/page-header";
import { useCustomerSuccessSettings } from "../api/customer-success-settings";
import { BusinessCalendarForm } from "./business-calendar-form";
import { HealthWeightsForm } from "./health-weights-form";
import { SettingsSection } from "./settings-section";
import { SlaTargetsForm } from "./sla-targets-form";

const BACK = { label: "Back to Customer Success", to: paths.customerSuccess.overview };

/**
 * /customer-success/settings (docs/product/customer-success.md#settings): the health weights, the SLA targets
 * per priority and the business calendar, each section saved on its own. Holders of manage_system only; anyone
 * else is told they have no access. The server refuses their saves anyway.
 */
export function CustomerSuccessSettingsPage() {
  useDocumentTitle("Customer Success Settings");
  const { hasPermission, loading, refresh } = useAuthorization();
  const allowed = hasPermission("manage_system");
  const denied = !loading && !allowed;
  // The permission may have been granted since the profile was read: ask the server once before saying no.
  useEffect(() => {
    if (denied) void refresh();
  }, [denied, refresh]);

  if (loading) return <PageLoading />;
  if (!allowed)
    return (
      <AccessDenied
        message="You don't have permission to change the Customer Success settings."
        permissions={["manage_system"]}
        back={BACK}
      />
    );
  return <SettingsSections />;
}

function SettingsSections() {
  const settings = useCustomerSuccessSettings();
  const saved = settings.data;
  // What a section saves with its own part: the other two as saved, without who saved them when.
  const current = saved && {
    healthWeights: saved.healthWeights,
    slaPolicies: saved.slaPolicies,
    calendar: saved.calendar,
  };
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <PageHeader
        title="Customer Success Settings"
        description={
          saved?.updatedAt ? (
            <>
              How health scores are weighed, the SLA targets and the business hours they count in. Last saved{" "}
              {saved.updatedByName ? `by ${saved.updatedByName} ` : ""}
              <LocalDateTime date={saved.updatedAt} />.
            </>
          ) : (
            "How health scores are weighed, the SLA targets and the business hours they count in."
          )
        }
        action={<WayBackButton back={BACK} />}
      />
      {settings.isError ? (
        <ListLoadFailed
          message="The Customer Success settings could not be loaded."
          onRetry={() => settings.refetch()}
        />
      ) : !current ? (
        <ListLoading label="Loading the Customer Success settings" rows={3} rowClassName="h-48 w-full" />
      ) : (
        <>
          <SettingsSection
            title="Health Weights"
            description="The most each of the five inputs may take off a customer's health score, from 0 to 100."
          >
            <HealthWeightsForm saved={current} />
          </SettingsSection>
          <SettingsSection
            title="SLA Targets"
            description="How soon a ticket of each priority gets its first reply and is solved, in business minutes."
          >
            <SlaTargetsForm saved={current} />
          </SettingsSection>
          <SettingsSection
            title="Business Calendar"
            description="The working days, hours and holidays the SLA targets count in."
          >
            <BusinessCalendarForm saved={current} />
          </SettingsSection>
        </>
      )}
    </div>
  );
}
