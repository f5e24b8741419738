import { ListChecksIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";

export function OnboardingTab() {
  return (
    <EmptyState
      icon={<ListChecksIcon />}
      title="Onboarding"
      description="Onboarding tracking dashboard coming soon"
    />
  );
}
