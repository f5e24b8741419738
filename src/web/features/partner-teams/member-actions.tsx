import { UserCogIcon, UserMinusIcon } from "lucide-react";
import { toast } from "sonner";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { BusyButton } from "#web/components/ui/busy-button";
import { failureText } from "#web/lib/transport/failure-text";
import { useChangeMemberRole, useRemoveMember } from "./api/change-team";
import type { TeamMember } from "./team-member-list";

/**
 * What a partner admin can do to a member (docs/product/partner-teams.md#changing-the-team): switch their role and
 * remove them. The contact and oneself have none, as the server refuses both.
 */
export function MemberActions({
  member,
  selfId,
  partnerId,
}: {
  member: Pick<TeamMember, "userId" | "name" | "role" | "isContact">;
  selfId: string;
  /** Staff acting on this partner; a partner admin acts on their own. */
  partnerId?: string;
}) {
  const changeRole = useChangeMemberRole(partnerId);
  const remove = useRemoveMember(partnerId);
  if (member.isContact || member.userId === selfId) return null;
  const nextRole = member.role === "partner_admin" ? "sales_rep" : "partner_admin";
  const nextLabel = PARTNER_MEMBER_ROLE_LABELS[nextRole];
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
      <BusyButton
        type="button"
        size="sm"
        variant="outline"
        busy={changeRole.isPending}
        busyLabel="Changing role"
        icon={<UserCogIcon aria-hidden="true" />}
        aria-label={`Make ${nextLabel}: ${member.name}`}
        onClick={() =>
          changeRole.mutate(
            { userId: member.userId, role: nextRole },
            {
              onSuccess: () =>
                toast.success("Role changed", { description: `${member.name} is now a ${nextLabel}.` }),
              onError: (error) =>
                toast.error("Failed to change the role", { description: failureText(error) }),
            },
          )
        }
      >
        Make {nextLabel}
      </BusyButton>
      <ConfirmedRemovalButton
        icon={<UserMinusIcon aria-hidden="true" />}
        label="Remove"
        accessibleName={`Remove ${member.name}`}
        title={`Remove ${member.name}?`}
        description={`They are signed out at once, the API keys they made stop working, and they can no longer sign in. The deals they registered stay with ${partnerId ? "the partner" : "your company"}.`}
        action="Remove Member"
        pendingLabel="Removing"
        run={() => remove.mutateAsync({ userId: member.userId })}
        succeeded={() => ({
          title: "Member removed",
          description: `${member.name} is no longer on ${partnerId ? "the partner's" : "your"} team.`,
        })}
        failed={{ title: "Failed to remove the member" }}
      />
    </div>
  );
}
