import { ShieldAlertIcon } from "lucide-react";

/** The sign-in's title after a call met an ended session (docs/product/errors-and-messages.md#ended-sessions). */
export const SESSION_ENDED = "Your session has ended";
export const SIGN_IN_TO_GO_BACK =
  "Sign in again to go back to where you were. What you were typing is kept, apart from passwords and files.";

/** Says above a sign-in form why the person was signed out. */
export function SignedOutNotice({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive"
    >
      <ShieldAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="grid gap-0.5">
        <p className="font-medium">{title}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}
