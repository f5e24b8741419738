import { MailIcon, MailXIcon, RotateCwIcon } from "lucide-react";
import { useId } from "react";
import { PARTNER_MEMBER_ROLE_LABELS } from "#shared/labels";
import { ConfirmedRemovalButton } from "#web/components/dialogs/confirmed-removal-button";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { Badge } from "#web/components/ui/badge";
import { BusyButton } from "#web/components/ui/busy-button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { toast } from "#web/lib/toasts/toast";
import { failureText } from "#web/lib/transport/failure-text";
import { useInvitations, useResendInvitation, useRevokeInvitation } from "./api/invitations";

/** The invitations' own page in the address, beside the members' (or the partners') page. */
const INVITATIONS_PREFIX = "invitations-";

/**
 * The team's open invitations (docs/product/partner-teams.md#invitations): address, role, who sent it and until
 * when it works, with Resend (a new link) and Withdraw. Nothing shows while there are none.
 */
export function PendingInvitations({ partnerId }: { partnerId?: string }) {
  useDisplayPreferences();
  const headingId = useId();
  const { list, ...paging } = usePagedList(useInvitations, {}, { prefix: INVITATIONS_PREFIX }, partnerId);
  const resend = useResendInvitation(partnerId);
  const revoke = useRevokeInvitation(partnerId);
  if (list.isPending) return <ListLoading label="Loading invitations" rowClassName="h-16 w-full" />;
  if (list.isError) {
    return <ListLoadFailed message="Failed to load your invitations." onRetry={() => list.refetch()} />;
  }
  if (list.data.total === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold">
        Pending Invitations
      </h3>
      <ul aria-label="Pending invitations" className="grid gap-3">
        {list.data.items.map((invitation) => (
          <li
            key={invitation.id}
            className="grid gap-3 rounded-lg border border-dashed p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="flex min-w-0 items-center gap-2">
                  <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                  <span className="font-medium break-all">{invitation.email}</span>
                </span>
                <Badge variant="secondary">{PARTNER_MEMBER_ROLE_LABELS[invitation.role]}</Badge>
                {invitation.expired ? <Badge variant="destructive">Expired</Badge> : null}
              </div>
              <p className="text-sm text-muted-foreground">
                Sent {localDate(invitation.sentAt)}
                {invitation.invitedByName ? ` by ${invitation.invitedByName}` : ""} ·{" "}
                {invitation.expired
                  ? "the link no longer works"
                  : `the link works until ${localDate(invitation.expiresAt)}`}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <BusyButton
                type="button"
                size="sm"
                variant="outline"
                busy={resend.isPending && resend.variables?.id === invitation.id}
                busyLabel="Resending"
                icon={<RotateCwIcon aria-hidden="true" />}
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() =>
                  resend.mutate(
                    { id: invitation.id },
                    {
                      onSuccess: () =>
                        toast.success("Invitation sent again", {
                          description: `${invitation.email} has a new link, valid for 7 days.`,
                        }),
                      onError: (error) =>
                        toast.error("Failed to resend the invitation", { description: failureText(error) }),
                    },
                  )
                }
              >
                Resend
              </BusyButton>
              <ConfirmedRemovalButton
                icon={<MailXIcon aria-hidden="true" />}
                label="Withdraw"
                accessibleName={`Withdraw the invitation to ${invitation.email}`}
                title={`Withdraw the invitation to ${invitation.email}?`}
                description="The link in their e-mail stops working at once. You can invite them again later."
                action="Withdraw Invitation"
                pendingLabel="Withdrawing"
                run={() => revoke.mutateAsync({ id: invitation.id })}
                succeeded={() => ({
                  title: "Invitation withdrawn",
                  description: `${invitation.email} can no longer join with that link.`,
                })}
                failed={{ title: "Failed to withdraw the invitation" }}
              />
            </div>
          </li>
        ))}
      </ul>
      {/* A handful of invitations is the usual case: the bar shows only once they fill more than a page. */}
      {list.data.total > list.data.pageSize ? (
        <PaginationBar {...paging} noun={["invitation", "invitations"]} label="Invitation pages" />
      ) : null}
    </section>
  );
}
