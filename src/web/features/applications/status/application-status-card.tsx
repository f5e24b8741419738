import { LogInIcon, SendIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StatusLookup } from "#shared/contracts/applications";
import type { ApplicationStatus } from "#shared/enums";
import { paths } from "#web/app/paths";
import { DayRangesOnOneLine } from "#web/components/text/day-ranges-on-one-line";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "#web/components/ui/card";
import { ApplicationStatusBadge } from "#web/domain/application-status-badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";

type FoundApplication = Extract<StatusLookup, { result: "found" }>;

interface StatusGuide {
  message: string;
  steps: string[];
  action?: ReactNode;
}

const APPROVED: StatusGuide = {
  message: "Congratulations! Your application has been approved.",
  steps: [
    "Check your inbox for our welcome e-mail.",
    "Set your password with the link in that e-mail. If the link has expired, choose 'First Time? Set Up Password' on the partner login to get a new one.",
    "Sign in at the partner login with your e-mail address and new password.",
  ],
  action: (
    <Button asChild className="w-full sm:w-auto">
      <Link to={paths.partner.login}>
        <LogInIcon aria-hidden="true" />
        Go to Partner Login
      </Link>
    </Button>
  ),
};

/** A suspended partner cannot sign in, so its steps lead to support, not to the login (docs/product/applications.md#status). */
const SUSPENDED: StatusGuide = {
  message:
    "Your application was approved, but your partner account is currently suspended. Please contact support.",
  steps: [
    "Contact support to learn why your partner account was suspended and what would lift the suspension.",
    "Until it is lifted the partner login refuses your e-mail address; there is no need to apply again.",
  ],
};

function guideFor(application: FoundApplication): StatusGuide {
  const guides: Record<ApplicationStatus, StatusGuide> = {
    pending: {
      message: "Your application is under review.",
      steps: [
        "Our partner team reviews every application within 3-5 business days.",
        "We'll e-mail you as soon as a decision is made. There is nothing you need to do meanwhile.",
      ],
    },
    approved: application.partnerStatus === "suspended" ? SUSPENDED : APPROVED,
    rejected: {
      message: "Unfortunately, your application was not approved this time.",
      steps: [
        "Read the reviewer notes for the reasons behind the decision.",
        "Contact our partner team if you have questions or would like to discuss it.",
        "You are welcome to apply again later, for example once your business or offering has changed.",
      ],
      action: (
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={paths.apply}>
            <SendIcon aria-hidden="true" />
            Apply Again
          </Link>
        </Button>
      ),
    },
  };
  return guides[application.status];
}

/** The application's state: who, when, the decision and what to do next. */
export function ApplicationStatusCard({ application }: { application: FoundApplication }) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const guide = guideFor(application);
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h2 className="text-lg">{application.companyName}</h2>
          </CardTitle>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <p className="font-medium">{guide.message}</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
          <div className="grid content-start gap-1">
            <dt className="text-muted-foreground">Applied</dt>
            <dd className="font-medium">{localDate(application.submittedAt)}</dd>
          </div>
          <div className="grid content-start gap-1">
            <dt className="text-muted-foreground">Reviewed</dt>
            <dd className="font-medium">
              {application.reviewedAt ? localDate(application.reviewedAt) : "Not reviewed yet"}
            </dd>
          </div>
          {application.reviewerNotes ? (
            <div className="grid gap-1 sm:col-span-2">
              <dt className="text-muted-foreground">Reviewer notes</dt>
              <dd className="whitespace-pre-line rounded-md border bg-secondary/50 px-3 py-2">
                {application.reviewerNotes}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="grid gap-3">
          <h3 className="font-semibold">Next steps</h3>
          <ol className="grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
            {guide.steps.map((step) => (
              <li key={step}>
                <DayRangesOnOneLine text={step} />
              </li>
            ))}
          </ol>
        </div>
      </CardContent>
      {guide.action ? <CardFooter>{guide.action}</CardFooter> : null}
    </Card>
  );
}
