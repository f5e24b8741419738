import { GraduationCapIcon, PlusIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import { EmptyState } from "#web/components/lists/empty-state";
import { ListLoadFailed, ListLoading } from "#web/components/lists/list-states";
import { PaginationBar } from "#web/components/lists/pagination-bar";
import { SearchField } from "#web/components/search/search-field";
import { Button } from "#web/components/ui/button";
import { PageHeader } from "#web/layout/page-header";
import { useAddressSearch } from "#web/lib/address/use-address-search";
import { LIST_PAGE_SIZES, usePagedList } from "#web/lib/queries/use-paged-list";
import { useManagedCourses } from "../api/get-managed-courses";
import { CourseAuthorsOnly } from "./course-authors-only";
import { ManagedCourseRow } from "./managed-course-row";

export const MANAGED_COURSES_PAGE_SIZE = LIST_PAGE_SIZES[0];

/** Every course, drafts included, searched by title or category on the server, paged (25 by default). */
function ManagedCourses() {
  const id = useId();
  const { text: query, setText: setQuery, search } = useAddressSearch();
  const { list, ...paging } = usePagedList(useManagedCourses, search ? { search } : {});

  return (
    <section aria-label="Courses" className="grid min-w-0 gap-4">
      <SearchField
        id={`${id}-search`}
        label="Search courses by title or category"
        placeholder="Search by title or category..."
        value={query}
        onChange={setQuery}
        className="md:max-w-md"
      />
      {list.isPending ? (
        <ListLoading label="Loading courses" rows={4} />
      ) : list.isError ? (
        <ListLoadFailed message="Could not load the courses." onRetry={() => list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<GraduationCapIcon />}
          title="No courses found."
          description={
            search
              ? "Try clearing the search: it matches titles and categories."
              : "Create a course to start the catalog."
          }
        />
      ) : (
        <>
          <ul aria-label="Courses" aria-busy={list.isFetching} className="grid gap-3">
            {list.data.items.map((course) => (
              <ManagedCourseRow key={course.id} course={course} />
            ))}
          </ul>
          <PaginationBar {...paging} noun={["course", "courses"]} />
        </>
      )}
    </section>
  );
}

/** Course management for holders of manage_courses (docs/product/learning.md#courses). */
export function ManageCoursesPage() {
  useDocumentTitle("Manage Courses", "Learning Management");
  return (
    <CourseAuthorsOnly>
      <div className="mx-auto flex max-w-7xl flex-col gap-6">
        <PageHeader
          title="Manage Courses"
          description="Every course, drafts included: write them, publish them and enroll people."
          action={
            <Button asChild>
              <Link to={paths.learning.newCourse}>
                <PlusIcon aria-hidden="true" />
                Create Course
              </Link>
            </Button>
          }
        />
        <ManagedCourses />
      </div>
    </CourseAuthorsOnly>
  );
}
