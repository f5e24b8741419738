/**
 * Whether the mail server refused this mail itself (a 5xx answer to its recipient or its content), as opposed
 * to being unreachable, busy, or refusing our credentials: those are for the operator to mend, and the mail is
 * kept for when they have (decision 0005). nodemailer marks recipient refusals EENVELOPE and content refusals
 * EMESSAGE, with the server's response code.
 */
export function isMailRefused(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    (code === "EENVELOPE" || code === "EMESSAGE") &&
    typeof responseCode === "number" &&
    responseCode >= 500 &&
    responseCode < 600
  );
}
