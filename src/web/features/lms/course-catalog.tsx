import { useState } from "react";
import { FilterableSection } from "../../components/filterable-section";
import { SearchStatus } from "../../components/search-status";
import { CourseCard } from "./course-card";
import { filterCourses } from "./course-search";
import { type Course, TOTAL_COURSES } from "./lms-sample-data";

export function CourseCatalog({ courses }: { courses: readonly Course[] }) {
  const [query, setQuery] = useState("");
  const shown = filterCourses(courses, query);

  return (
    <FilterableSection
      title="Course Catalog"
      description={`Featured courses from the catalog of ${TOTAL_COURSES}.`}
      searchLabel="Search courses"
      searchPlaceholder="Search by title or category..."
      query={query}
      onQueryChange={setQuery}
    >
      <SearchStatus
        shown={shown.length}
        total={courses.length}
        items="featured courses"
        noMatch={`No courses match "${query.trim()}". Try another title or category.`}
      />
      {shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : null}
    </FilterableSection>
  );
}
