import { CircleCheckIcon, FileSignatureIcon, TriangleAlertIcon } from "lucide-react";
import type { AgreementStanding } from "#shared/contracts/agreements";
import { localDate } from "#web/lib/format/local-time";
import { cn } from "#web/lib/style/cn";

/** What a standing means for the partner, in words (docs/product/agreements.md#who-signs-and-when). */
export function standingText(
  standing: AgreementStanding,
  dueAt: Date | null,
  whose: "yours" | "theirs",
): string {
  const company = whose === "yours" ? "Your company" : "The partner";
  switch (standing) {
    case "signed":
      return `${company} has signed the current version of the partner programme agreement.`;
    case "due":
      return `${company} has not signed the current version of the partner programme agreement yet. Deals can still be registered until ${dueAt ? localDate(dueAt) : "the grace period ends"}; after that only once it is signed.`;
    case "required":
      return `${company} has not signed the partner programme agreement yet, so deals cannot be registered. A partner admin signs it.`;
    default:
      return "No programme agreement has been published for this company.";
  }
}

/** The standing as a notice: amber while deals are held or a signature is due, quiet once signed. */
export function StandingNotice({
  standing,
  dueAt,
  whose,
}: {
  standing: AgreementStanding;
  dueAt: Date | null;
  whose: "yours" | "theirs";
}) {
  const waiting = standing === "due" || standing === "required";
  const Icon =
    standing === "signed" ? CircleCheckIcon : standing === "required" ? TriangleAlertIcon : FileSignatureIcon;
  return (
    <p
      className={cn(
        "flex gap-2 rounded-md border p-3 text-sm [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0",
        waiting
          ? "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
          : "bg-muted/50",
      )}
    >
      <Icon aria-hidden="true" />
      <span>{standingText(standing, dueAt, whose)}</span>
    </p>
  );
}
