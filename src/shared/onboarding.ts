import type { OnboardingStep } from "./enums";

// The onboarding checklist every new customer gets (docs/product/customer-success.md#onboarding): each step is
// due this many days after the customer's start date. A customer is onboarding for its first 90 days.

export const ONBOARDING_TEMPLATE: readonly { step: OnboardingStep; dueAfterDays: number }[] = [
  { step: "kickoff", dueAfterDays: 7 },
  { step: "setup", dueAfterDays: 21 },
  { step: "training", dueAfterDays: 45 },
  { step: "go_live", dueAfterDays: 60 },
];

export const ONBOARDING_PERIOD_DAYS = 90;
