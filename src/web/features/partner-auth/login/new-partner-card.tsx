import { FileSearchIcon, SendIcon } from "lucide-react";
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

const STEPS = [
  { title: "Submit an application", text: "Tell us about your company, your market and how you sell." },
  { title: "We review it", text: "Our partner team reviews every application within 3-5 business days." },
  { title: "Get started", text: "After the welcome email, set your password and sign in here." },
];

/** Explains how to become a partner, for visitors who have no account yet. */
export function NewPartnerCard() {
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle asChild>
          <h2>New Partner?</h2>
        </CardTitle>
        <CardDescription>Join our partner programme in three steps.</CardDescription>
      </CardHeader>
      <CardContent>
        <NumberedSteps steps={STEPS} />
      </CardContent>
      <CardFooter className="flex-col gap-3 sm:flex-row">
        <Button asChild className="w-full sm:w-auto sm:flex-1">
          <Link to={paths.apply}>
            <SendIcon aria-hidden="true" />
            Apply Now
          </Link>
        </Button>
        <Button asChild variant="outline" className="w-full sm:w-auto sm:flex-1">
          <Link to={paths.status}>
            <FileSearchIcon aria-hidden="true" />
            Check Application Status
          </Link>
        </Button>
      </CardFooter>
      <p className="border-t px-6 py-4 text-sm text-muted-foreground">
        Is your company a partner already?{" "}
        <Link
          to={paths.partner.join}
          className="font-medium text-primary underline underline-offset-4 hover:no-underline"
        >
          Ask to join its team
        </Link>
        .
      </p>
    </Card>
  );
}
