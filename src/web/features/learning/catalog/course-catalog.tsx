import { GraduationCapIcon } from "lucide-react";
import { useId } from "react";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { usePagedList } from "#web/lib/queries/use-paged-list";
import { useCatalog } from "../api/get-catalog";
import { CourseCard } from "./course-card";

// Whole rows of the grid's 1, 2 or 3 columns.
const PAGE_SIZES = [12, 24, 48];

/**
 * The courses open to the caller (docs/product/learning.md#course-catalog): a title or category search run on
 * the server, a grid of cards (1 column on phones, 2 from md, 3 from xl), paged by 12.
 */
export function CourseCatalog({ courseAddress }: { courseAddress(courseId: string): string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const filters: { search?: string } = search ? { search } : {};
  const { list, ...paging } = usePagedList(useCatalog, filters, { pageSizes: PAGE_SIZES });

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <div className="grid gap-1">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight">
          Course Catalog
        </h2>
        <p className="text-sm text-muted-foreground">Courses open to you. Enroll to start learning.</p>
      </div>
      <SearchField
        className="md:max-w-md"
        id={`${id}-search`}
        label="Search courses"
        placeholder="Search by title or category..."
        value={query}
        onChange={setQuery}
      />
      {list.isPending ? (
        <ListLoading
          label="Loading courses"
          rows={3}
          className="md:grid-cols-2 xl:grid-cols-3"
          rowClassName="h-56 w-full rounded-xl"
        />
      ) : list.isError ? (
        <ListLoadFailed message="Could not load the courses." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<GraduationCapIcon />}
          title="No courses found."
          description={
            search
              ? `No course title or category matches "${search}". Try another word.`
              : "Courses open to you will appear here once they are published."
          }
        />
      ) : (
        <>
          <ul
            aria-label="Courses"
            aria-busy={list.isFetching}
            className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
          >
            {list.data.items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} courseAddress={courseAddress} />
              </li>
            ))}
          </ul>
          <PaginationBar {...paging} noun={["course", "courses"]} />
        </>
      )}
    </section>
  );
}
