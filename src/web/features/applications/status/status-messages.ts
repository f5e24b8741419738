import type { StatusLookup } from "#shared/contracts/applications";

export const NO_APPLICATION = "No Application Found";

export const LOOKUP_TEXTS = {
  not_found: "We could not find an application for this email address.",
  partner_without_application:
    "A partner account exists for this email address, but no application is on file.",
  data_error: "Application found but partner data is missing.",
} as const satisfies Record<Exclude<StatusLookup["result"], "found">, string>;
