import type { ReactNode } from "react";
import type { z } from "zod";
import type { partnerMember } from "#shared/contracts/partner-teams";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate, localTime } from "#web/lib/format/local-time";

export type TeamMember = z.infer<typeof partnerMember>;

/** When a member last signed in, on the viewer's day and clock; "Never" before their first sign-in. */
function lastSignIn(moment: Date | null): string {
  return moment ? `${localDate(moment)}, ${localTime(moment)}` : "Never";
}

/**
 * A partner's members (docs/product/partner-teams.md#the-team-page): name and e-mail, role, the contact marked,
 * when they joined and last signed in.
 */
export function TeamMemberList({
  members,
  label,
  actions,
}: {
  members: TeamMember[];
  label: string;
  /** What can be done to each member, under their row. */
  actions?(member: TeamMember): ReactNode;
}) {
  useDisplayPreferences();
  return (
    <ul aria-label={label} className="grid gap-3">
      {members.map((member) => (
        <li
          key={member.userId}
          className="grid gap-2 rounded-lg border bg-card p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:items-center"
        >
          <div className="grid min-w-0 gap-0.5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words">{member.name}</h3>
              <Badge variant={member.role === "partner_admin" ? "default" : "secondary"}>
                {PARTNER_MEMBER_ROLE_LABELS[member.role]}
              </Badge>
              {member.isContact ? <Badge variant="outline">Contact</Badge> : null}
            </div>
            <p className="text-sm break-all text-muted-foreground">{member.email}</p>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Joined</dt>
              <dd className="font-medium tabular-nums">{localDate(member.joinedAt)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-muted-foreground">Last sign-in</dt>
              <dd className="font-medium tabular-nums">{lastSignIn(member.lastSignedInAt)}</dd>
            </div>
          </dl>
          {actions?.(member)}
        </li>
      ))}
    </ul>
  );
}
