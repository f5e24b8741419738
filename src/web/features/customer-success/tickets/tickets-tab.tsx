import { LifeBuoyIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";

export function TicketsTab() {
  return (
    <EmptyState
      icon={<LifeBuoyIcon />}
      title="Support Tickets"
      description="Support ticket tracking coming soon"
    />
  );
}
