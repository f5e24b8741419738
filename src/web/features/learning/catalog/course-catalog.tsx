import { FilterableSection } from "#web/components/filterable-section";
import { useListFilter } from "#web/components/use-list-filter";
import { type Course, TOTAL_COURSES } from "../learning-sample-data";
import { CourseCard } from "./course-card";
import { COURSE_SEARCH } from "./course-search";

export function CourseCatalog({ courses }: { courses: readonly Course[] }) {
  const filter = useListFilter(courses, COURSE_SEARCH);

  return (
    <FilterableSection
      title="Course Catalog"
      description={`Featured courses from the catalog of ${TOTAL_COURSES}.`}
      searchLabel="Search courses"
      searchPlaceholder="Search by title or category..."
      filter={filter}
      items="featured courses"
      noMatch={(query) => `No courses match "${query}". Try another title or category.`}
    >
      {(shown) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
    </FilterableSection>
  );
}
