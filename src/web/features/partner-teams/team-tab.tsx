import { UsersIcon } from "lucide-react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useTeam } from "./api/get-team";
import { InviteMemberForm } from "./invite-member-form";
import { JoinRequestsPanel } from "./join-requests-panel";
import { MemberActions } from "./member-actions";
import { PendingInvitations } from "./pending-invitations";
import { TeamMemberList } from "./team-member-list";

/**
 * The partner dashboard's Team tab, for partner admins (docs/product/partner-teams.md#the-team-page): the people
 * who act for the partner, a page at a time, each one's role to switch and Remove; inviting someone, the
 * invitations still pending, and the requests to join.
 */
export function TeamTab({ selfId }: { selfId: string }) {
  const { list, ...paging } = usePagedList(useTeam, {});
  return (
    <section aria-labelledby="team-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="team-heading" className="text-xl font-semibold tracking-tight">
          Team
        </h2>
        <p className="text-sm text-muted-foreground">
          The people who act for your company: partner admins manage the team, every deal, API keys and
          webhooks; sales reps work on the deals they register.
        </p>
      </div>
      <InviteMemberForm />
      <PendingInvitations />
      <JoinRequestsPanel />
      <h3 className="font-semibold">Members</h3>
      {list.isPending ? (
        <ListLoading label="Loading team" rowClassName="h-20 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load your team." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState icon={<UsersIcon />} title="No members yet" description="Your team appears here." />
      ) : (
        <>
          <TeamMemberList
            members={list.data.items}
            label="Team members"
            actions={(member) => <MemberActions member={member} selfId={selfId} />}
          />
          <PaginationBar {...paging} noun={["member", "members"]} />
        </>
      )}
    </section>
  );
}
