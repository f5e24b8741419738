import { ShieldXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { grantersOf } from "#shared/grant-rules";
import type { PermissionName } from "#shared/permissions";
import { MessageCard } from "./message-card";
import { type WayBack, WayBackButton } from "./not-found-state";

export const PARTNER_CONTACT_ACCESS =
  "Being the contact of an active partner, which comes with an approved partner application";

/**
 * The one page for a screen the person may not open (docs/product/shell-and-navigation.md#access-denied): its
 * h1, the screen's own sentence, what opens it and who grants that, and a way on. It replaces the screen at its
 * address, never a redirect, and says it once: no toast beside it.
 */
export function AccessDenied({
  message,
  permissions = [],
  partnerContacts = false,
  back,
  action,
}: {
  /** The screen's sentence, as its product page words it. */
  message: string;
  /** Any of these opens the screen. */
  permissions?: readonly PermissionName[];
  /** Whether an active partner's contact may open it too. */
  partnerContacts?: boolean;
  back?: WayBack;
  /** An action in place of the way back, e.g. Sign Out. */
  action?: ReactNode;
}) {
  const ways = [
    ...permissions.map((permission) => (
      <li key={permission}>
        <code className="font-medium text-foreground">{permission}</code>, granted by {grantersOf(permission)}
      </li>
    )),
    ...(partnerContacts ? [<li key="partner">{PARTNER_CONTACT_ACCESS}</li>] : []),
  ];
  return (
    <div className="flex justify-center py-8 sm:py-16">
      <MessageCard icon={<ShieldXIcon />} title="Access Denied" description={message}>
        <div className="grid w-full gap-4 text-sm">
          <div className="grid gap-2 text-muted-foreground">
            <p className="font-medium text-foreground">
              {ways.length === 1 ? "What opens it:" : "What opens it, any one of these:"}
            </p>
            <ul aria-label="What opens it" className="grid list-disc gap-1 pl-5">
              {ways}
            </ul>
            {permissions.length > 0 ? (
              <p>Permissions are granted in Admin Settings, under User Management.</p>
            ) : null}
          </div>
          <div className="flex justify-center">{back ? <WayBackButton back={back} /> : action}</div>
        </div>
      </MessageCard>
    </div>
  );
}
