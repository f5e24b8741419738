import type { ReactNode } from "react";
import type { PartnerDetail } from "#shared/contracts/partners";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { EmailText } from "#web/components/text/email-text";
import { localDate } from "#web/lib/format/local-time";

/**
 * A partner's members on its detail view (docs/product/partner-teams.md#the-team-page): role, e-mail, the courses
 * each completed, and their last sign-in.
 */
export type PartnerDetailMember = PartnerDetail["members"][number];

export function PartnerMembers({
  members,
  memberCount,
  actions,
}: Pick<PartnerDetail, "members" | "memberCount"> & {
  /** What staff can do to each member, under their row. */
  actions?(member: PartnerDetailMember): ReactNode;
}) {
  if (members.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No members yet: the contact joins when the partner is approved.
      </p>
    );
  }
  return (
    <>
      <ul aria-label="Members" className="grid divide-y text-sm">
        {members.map((member) => (
          <li
            key={member.userId}
            className="grid gap-0.5 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-x-4"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {member.name}{" "}
                <span className="font-normal text-muted-foreground">
                  · {PARTNER_MEMBER_ROLE_LABELS[member.role]}
                </span>
              </p>
              <p className="break-all text-muted-foreground">
                <EmailText email={member.email} />
              </p>
            </div>
            <div className="min-w-0 text-muted-foreground">
              <p>
                {member.certifications.length > 0
                  ? `Certified: ${member.certifications.join(", ")}`
                  : "No completed courses"}
              </p>
              <p>
                {member.lastSignedInAt
                  ? `Last sign-in ${localDate(member.lastSignedInAt)}`
                  : "Not signed in yet"}
              </p>
            </div>
            {actions?.(member)}
          </li>
        ))}
      </ul>
      {memberCount > members.length ? (
        <p className="text-sm text-muted-foreground">
          The first {members.length} of {memberCount} members, in the order they joined.
        </p>
      ) : null}
    </>
  );
}
