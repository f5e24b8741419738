import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import type { JourneyStep } from "#shared/contracts/onboarding-journey";
import { Button } from "#web/components/ui/button";

/** Where the partner dashboard does each step: its tabs and pages, given by the screen that shows the card. */
export interface JourneyAddresses {
  /** The dashboard's Agreement tab. */
  agreement: string;
  /** The member's Profile Settings. */
  profile: string;
  /** The dashboard's Team tab, a partner admin's alone. */
  team: string;
  /** The dashboard's Submit Deal tab. */
  submitDeal: string;
  /** A partner course's page. */
  course(courseId: string): string;
}

/** The way to do the next step, or what to ask for when the member cannot do it. */
export function NextStepAction({
  step,
  isAdmin,
  addresses,
}: {
  step: JourneyStep;
  isAdmin: boolean;
  addresses: JourneyAddresses;
}) {
  switch (step.kind) {
    case "sign_agreement":
      return isAdmin ? (
        <StepLink to={addresses.agreement} label="Read and Sign" />
      ) : (
        <>
          <Note>A partner admin of your company signs the agreement.</Note>
          <StepLink to={addresses.agreement} label="Read the Agreement" />
        </>
      );
    case "complete_profile":
      return (
        <>
          <Note>Add your job title.</Note>
          <StepLink to={addresses.profile} label="Complete Your Profile" />
        </>
      );
    case "invite_colleague":
      return isAdmin ? (
        <StepLink to={addresses.team} label="Invite a Colleague" />
      ) : (
        <Note>Ask your partner admin to invite a colleague.</Note>
      );
    case "complete_course":
      return step.courseId ? <StepLink to={addresses.course(step.courseId)} label="Open the Course" /> : null;
    case "first_deal":
      return <StepLink to={addresses.submitDeal} label="Submit a Deal" />;
    case "manual":
      return <Note>Your partner manager ticks this step.</Note>;
  }
}

function StepLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild size="sm" className="justify-self-start">
      <Link to={to}>
        {label}
        <ArrowRightIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

function Note({ children }: { children: string }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
