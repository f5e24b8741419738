import type { StatusLookup } from "#shared/contracts/applications";
import { toast } from "#web/lib/toasts/toast";
import { LOOKUP_TEXTS, NO_APPLICATION } from "./status-messages";

/** The toast that sums up a lookup; a found application speaks for itself in its card. */
export function toastLookup(lookup: StatusLookup): void {
  switch (lookup.result) {
    case "found":
      return;
    case "not_found":
    case "partner_without_application":
      toast.info(NO_APPLICATION, { description: LOOKUP_TEXTS[lookup.result] });
      return;
    case "data_error":
      toast.error("Data Error", { description: LOOKUP_TEXTS.data_error });
      return;
  }
}
