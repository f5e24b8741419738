import type { FormRefusal } from "#web/lib/forms/form-refusal";
import type { RpcFailure } from "#web/lib/transport/rpc-error";

/**
 * A refused schedule as its form places it: an input's issue at the field its path starts with (an address's
 * issue, ["recipientAddresses", 2], at the addresses), a service's refusal at the field its data.field names
 * (customRule, timeZone, recipientUserIds, recipientAddresses), and what names none beside the buttons.
 */
export function scheduleRefusalOf({ status, message, field, issues }: RpcFailure): FormRefusal {
  const named = issues.map((issue) => {
    const name = issue.path[0];
    return { field: typeof name === "string" ? name : undefined, message: issue.message };
  });
  if (field === undefined || message === undefined) return { status, message, issues: named };
  return { status, issues: [...named, { field, message }] };
}
