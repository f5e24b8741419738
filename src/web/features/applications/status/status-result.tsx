import { LogInIcon, SearchXIcon, SendIcon, TriangleAlertIcon } from "lucide-react";
import { Link } from "react-router";
import type { StatusLookup } from "#shared/contracts/applications";
import { paths } from "#web/app/paths";
import { Button } from "#web/components/ui/button";
import { ApplicationStatusCard } from "./application-status-card";
import { LookupMessageCard } from "./lookup-message-card";
import { LOOKUP_TEXTS, NO_APPLICATION } from "./status-messages";

const applyButton = (
  <Button asChild className="w-full sm:w-auto">
    <Link to={paths.apply}>
      <SendIcon aria-hidden="true" />
      Apply Now
    </Link>
  </Button>
);

const loginButton = (
  <Button asChild variant="outline" className="w-full sm:w-auto">
    <Link to={paths.partner.login}>
      <LogInIcon aria-hidden="true" />
      Go to Partner Login
    </Link>
  </Button>
);

/** What the lookup found for the address, in the card that fits. */
export function StatusResult({ lookup, email }: { lookup: StatusLookup; email: string }) {
  switch (lookup.result) {
    case "found":
      return <ApplicationStatusCard application={lookup} />;
    case "not_found":
      return (
        <LookupMessageCard icon={<SearchXIcon />} title={NO_APPLICATION} actions={applyButton}>
          <p>
            {LOOKUP_TEXTS.not_found} Please check the spelling of{" "}
            <strong className="break-all">{email}</strong> or use the address you applied with.
          </p>
          <p>Not applied yet? You are welcome to apply now.</p>
        </LookupMessageCard>
      );
    case "partner_without_application":
      return (
        <LookupMessageCard icon={<SearchXIcon />} title={NO_APPLICATION} actions={loginButton}>
          <p>
            {LOOKUP_TEXTS.partner_without_application} The account belongs to {lookup.companyName}.
          </p>
          <p>Please sign in at the partner login, or contact support if you need help with your account.</p>
        </LookupMessageCard>
      );
    case "data_error":
      return (
        <LookupMessageCard icon={<TriangleAlertIcon />} title="Data Error" tone="danger">
          <p>{LOOKUP_TEXTS.data_error}</p>
          <p>Please contact support and mention the email address you applied with.</p>
        </LookupMessageCard>
      );
  }
}
