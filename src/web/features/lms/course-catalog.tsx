import { SearchIcon } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { CourseCard } from "./course-card";
import { filterCourses } from "./course-search";
import { type Course, TOTAL_COURSES } from "./lms-sample-data";

export function CourseCatalog({ courses }: { courses: readonly Course[] }) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = filterCourses(courses, query);

  return (
    <section aria-labelledby={`${searchId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h2 id={`${searchId}-heading`} className="text-xl font-semibold tracking-tight">
            Course Catalog
          </h2>
          <p className="text-sm text-muted-foreground">
            Featured courses from the catalog of {TOTAL_COURSES}.
          </p>
        </div>
        <div className="relative w-full sm:max-w-xs">
          <Label htmlFor={searchId} className="sr-only">
            Search courses
          </Label>
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by title or category..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      {/* Announces the new count after each keystroke without moving focus. */}
      <p aria-live="polite" className="text-sm text-muted-foreground">
        {shown.length === 0
          ? `No courses match "${query.trim()}". Try another title or category.`
          : `Showing ${shown.length} of ${courses.length} featured courses`}
      </p>
      {shown.length > 0 ? (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
