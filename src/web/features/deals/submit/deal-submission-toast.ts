/**
 * The one toast a deal submission shows: a failure, then the success of a retry, take the same place, so the
 * success replaces the failure (docs/product/errors-and-messages.md#failure-toasts).
 */
export const DEAL_SUBMISSION_TOAST = "deal-submission";
