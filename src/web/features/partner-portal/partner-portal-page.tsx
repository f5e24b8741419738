import { HandshakeIcon } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { PageHeader } from "../../layout/page-header";

export function PartnerPortalPage() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeader
        title="Partner Portal"
        description="Partner directory, performance, deals, applications, certifications and resources."
      />
      <EmptyState
        icon={<HandshakeIcon />}
        title="Nothing to show yet"
        description="Partner management is not available yet. Partners, deals and applications will appear here once it opens."
      />
    </div>
  );
}
