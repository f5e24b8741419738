import { UsersIcon } from "lucide-react";
import { hasPermission } from "#shared/authorization";
import { APP_ROLES } from "#shared/enums";
import type { Grantor } from "#shared/grant-rules";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useUsers } from "../api/get-users";
import { CreateUserDialog } from "./create-user-dialog";
import { RoleFilter } from "./role-filter";
import { UserListItem } from "./user-list-item";

const FILTER_PARAMS = { role: choiceParam(["all", ...APP_ROLES], "all") };

/**
 * User Management: every user A to Z, searched by name or e-mail and filtered by role on the server, a page at a
 * time. Holders of manage_users create and edit users and set their permissions and departments; roles change
 * with manage_roles too. What the grant rules would refuse is disabled, with the reason.
 */
export function UsersTab({ grantor }: { grantor: Grantor }) {
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const [{ role }, setFilters] = useAddressState(FILTER_PARAMS);
  // A change can move a user out of the role shown and empty the last page: the list steps back.
  const { list, ...paging } = usePagedList(useUsers, {
    ...(search ? { search } : {}),
    ...(role !== "all" ? { role } : {}),
  });
  const filtered = search !== "" || role !== "all";

  return (
    <section aria-labelledby="users-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id="users-heading" className="text-xl font-semibold tracking-tight">
            Users
          </h2>
          <p className="text-sm text-muted-foreground">
            Everyone who can sign in, A to Z, with their roles, departments and permissions.
          </p>
        </div>
        {hasPermission(grantor.profile, "manage_users") ? <CreateUserDialog grantor={grantor} /> : null}
      </div>

      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
        <SearchField
          id="user-search"
          label="Search users"
          placeholder="Search by name or e-mail..."
          value={query}
          onChange={setQuery}
        />
        <RoleFilter value={role} onChange={(next) => setFilters({ role: next })} />
      </div>

      {list.isPending ? (
        <ListLoading label="Loading users" rowClassName="h-36 w-full" />
      ) : list.isError ? (
        <ListLoadFailed message="Failed to load users" onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon />}
          title="No users found"
          description={
            filtered
              ? "No user matches this search or role."
              : "Staff appear here once they sign in or are created."
          }
        />
      ) : (
        <>
          <ul aria-label="Users" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((user) => (
              <UserListItem key={user.id} user={user} grantor={grantor} />
            ))}
          </ul>
          <PaginationBar {...paging} totalCapped={list.data.totalCapped ?? false} noun={["user", "users"]} />
        </>
      )}
    </section>
  );
}
