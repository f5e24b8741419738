import { UserCheckIcon, UserXIcon } from "lucide-react";
import { useId } from "react";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { BusyButton } from "#web/components/ui/busy-button";
import { useDisplayPreferences } from "#web/lib/format/display-preferences";
import { localDate } from "#web/lib/format/local-time";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { toast } from "#web/lib/toasts/toast";
import { failureText } from "#web/lib/transport/failure-text";
import { useApproveJoinRequest, useDeclineJoinRequest, useJoinRequests } from "./api/join-requests";
import { JoinDomainForm } from "./join-domain-form";

const JOIN_REQUESTS_PREFIX = "requests-";

/**
 * Join requests on the Team tab (docs/product/partner-teams.md#join-requests): the join domain, and the requests
 * waiting, each approved (an invitation as a sales rep goes out) or declined.
 */
export function JoinRequestsPanel() {
  useDisplayPreferences();
  const id = useId();
  const { list, ...paging } = usePagedList(useJoinRequests, {}, { prefix: JOIN_REQUESTS_PREFIX });
  const approve = useApproveJoinRequest();
  const decline = useDeclineJoinRequest();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4 rounded-lg border bg-card p-4">
      <div className="grid gap-1">
        <h3 id={`${id}-heading`} className="font-semibold">
          Join Requests
        </h3>
        <p className="text-sm text-muted-foreground">
          Let colleagues ask to join instead of inviting each one. Approving sends them an invitation.
        </p>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading join requests" rowClassName="h-12 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load join requests." onRetry={() => list.refetch()} />
      ) : (
        <>
          <JoinDomainForm key={list.data.domain ?? ""} current={list.data.domain} />
          {list.data.total === 0 ? (
            <p className="text-sm text-muted-foreground">No requests waiting.</p>
          ) : (
            <ul aria-label="Join requests" className="grid divide-y">
              {list.data.items.map((request) => (
                <li
                  key={request.id}
                  className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium break-words">{request.name}</p>
                    <p className="text-sm break-all text-muted-foreground">
                      {request.email} · asked {localDate(request.requestedAt)}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <BusyButton
                      type="button"
                      size="sm"
                      busy={approve.isPending && approve.variables?.id === request.id}
                      busyLabel="Approving"
                      icon={<UserCheckIcon aria-hidden="true" />}
                      aria-label={`Approve ${request.name} as a Sales Rep`}
                      onClick={() =>
                        approve.mutate(
                          { id: request.id, role: "sales_rep" },
                          {
                            onSuccess: () =>
                              toast.success("Request approved", {
                                description: `${request.email} has an invitation to join as a Sales Rep.`,
                              }),
                            onError: (error) =>
                              toast.error("Failed to approve the request", {
                                description: failureText(error),
                              }),
                          },
                        )
                      }
                    >
                      Approve
                    </BusyButton>
                    <BusyButton
                      type="button"
                      size="sm"
                      variant="outline"
                      busy={decline.isPending && decline.variables?.id === request.id}
                      busyLabel="Declining"
                      icon={<UserXIcon aria-hidden="true" />}
                      aria-label={`Decline ${request.name}`}
                      onClick={() =>
                        decline.mutate(
                          { id: request.id },
                          {
                            onSuccess: () =>
                              toast.success("Request declined", {
                                description: `${request.name} is not told.`,
                              }),
                            onError: (error) =>
                              toast.error("Failed to decline the request", {
                                description: failureText(error),
                              }),
                          },
                        )
                      }
                    >
                      Decline
                    </BusyButton>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {list.data.total > list.data.pageSize ? (
            <PaginationBar {...paging} noun={["request", "requests"]} label="Join request pages" />
          ) : null}
        </>
      )}
    </section>
  );
}
