import { CircleCheckIcon, FileSearchIcon, LogInIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { NumberedSteps } from "#web/components/text/numbered-steps";
import { Button } from "#web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import type { SubmittedApplication } from "../api/submit-application";
import { statusLookupState } from "../status/carried-email";

const NEXT_STEPS = [
  {
    title: "We review your application",
    text: "Our partner team reviews every application within 3-5 business days.",
  },
  {
    title: "You get our answer by e-mail",
    text: "Once approved, you receive a welcome e-mail with a link to set your password.",
  },
  {
    title: "You sign in",
    text: "With your password set, sign in at the partner login to register deals and reach your material.",
  },
];

/**
 * The confirmation after a successful application, with what happens next; Check Application Status carries the
 * contact e-mail it was filed with to the status page (in the history entry, never in the address).
 */
export function ApplicationSubmitted({
  application,
  email,
}: {
  application: SubmittedApplication;
  email: string;
}) {
  // Redrawn in the date format and zone the person chooses.
  useDisplayPreferences();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus; move it to the news so screen readers read it out.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);

  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="items-center text-center">
        <span
          aria-hidden="true"
          className="mb-2 flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800"
        >
          <CircleCheckIcon className="size-7" />
        </span>
        <CardTitle asChild>
          <h1 ref={heading} tabIndex={-1} className="text-2xl outline-none">
            Application Submitted!
          </h1>
        </CardTitle>
        <CardDescription>
          Thank you for applying to our partner programme. We received your application on{" "}
          <span className="whitespace-nowrap">{localDate(application.submittedAt)}</span>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <h2 className="mb-4 font-semibold">What happens next</h2>
        <NumberedSteps steps={NEXT_STEPS} />
      </CardContent>
      <CardFooter className="flex-col gap-3 sm:flex-row">
        <Button asChild className="w-full sm:flex-1">
          <Link to={paths.status} state={statusLookupState(email)}>
            <FileSearchIcon aria-hidden="true" />
            Check Application Status
          </Link>
        </Button>
        <Button asChild variant="outline" className="w-full sm:flex-1">
          <Link to={paths.partner.login}>
            <LogInIcon aria-hidden="true" />
            Go to Partner Login
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
