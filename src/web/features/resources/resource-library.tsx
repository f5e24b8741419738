import { FolderOpenIcon } from "lucide-react";
import { useId } from "react";
import { RESOURCE_CONTENT_TYPES } from "#shared/enums";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { choiceParam, useAddressState } from "#web/lib/address/use-address-state";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useResources } from "./api/get-resources";
import { ResourceCard } from "./resource-card";
import { ResourceTypeFilter } from "./resource-type-filter";
import { UploadResourceDialog } from "./upload-resource-dialog";

// Whole rows of the grid's 1, 2 or 3 columns.
const PAGE_SIZES = [12, 24, 48];
const FILTER_PARAMS = { type: choiceParam(["all", ...RESOURCE_CONTENT_TYPES], "all") };

/** The empty state's hint: what to change when a search or filter finds nothing, else what will come. */
function emptyHint(searching: boolean, filtering: boolean, canManage: boolean): string {
  if (searching && filtering) return "Try clearing the search or choosing All types.";
  if (searching) return "Try clearing the search: it matches resource titles only.";
  if (filtering) return "Try choosing All types.";
  return canManage
    ? "Upload a deck, video or PDF to share it with partners."
    : "Sales decks, videos and documents will appear here.";
}

/**
 * The Resource Library of the Partner Portal screen and of the separate partner dashboard: a title search and a
 * type filter (both run on the server), a grid of resources (1 column on phones, 2 from md, 3 from lg), paged
 * by 12. `canManage` (partner administrators) adds the upload dialog and Delete; the server shows them drafts.
 */
export function ResourceLibrary({ canManage }: { canManage: boolean }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const [{ type }, setFilters] = useAddressState(FILTER_PARAMS);
  // After a delete empties the last page, the list shows the page before it.
  const { list, ...paging } = usePagedList(
    useResources,
    { ...(search ? { search } : {}), ...(type !== "all" ? { contentType: type } : {}) },
    { pageSizes: PAGE_SIZES },
  );

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-semibold tracking-tight">
            Resource Library
          </h2>
          <p className="text-sm text-muted-foreground">
            {canManage
              ? "Sales decks, videos and PDFs for partners. Drafts stay visible to administrators only."
              : "Sales decks, videos and PDFs to help you sell."}
          </p>
        </div>
        {canManage ? <UploadResourceDialog /> : null}
      </div>

      <div className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-end">
        <SearchField
          className="self-end"
          id={`${id}-search`}
          label="Search resources by title"
          placeholder="Search resources by title..."
          value={query}
          onChange={setQuery}
        />
        <ResourceTypeFilter id={`${id}-type`} value={type} onChange={(next) => setFilters({ type: next })} />
      </div>

      {list.isPending ? (
        <ListLoading
          label="Loading resources"
          rows={3}
          className="md:grid-cols-2 lg:grid-cols-3"
          rowClassName="h-48 w-full rounded-xl"
        />
      ) : list.isError ? (
        <ListLoadFailed message="Could not load resources." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<FolderOpenIcon />}
          title="No resources found."
          description={emptyHint(search !== "", type !== "all", canManage)}
        />
      ) : (
        <>
          <ul
            aria-label="Resources"
            aria-busy={list.isFetching}
            className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3"
          >
            {list.data.items.map((resource) => (
              <ResourceCard key={resource.id} resource={resource} canManage={canManage} />
            ))}
          </ul>
          <PaginationBar {...paging} noun={["resource", "resources"]} />
        </>
      )}
    </section>
  );
}
