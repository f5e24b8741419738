import { AwardIcon } from "lucide-react";
import { paths } from "#web/app/paths";
import { EmptyState } from "#web/components/empty-state";
import type { ModuleTab } from "#web/components/module-tabs";
import { CourseCatalog } from "./catalog/course-catalog";
import { COURSES, MY_ENROLLMENTS } from "./learning-sample-data";
import { MyLearning } from "./my-learning/my-learning";

/** The Learning screen's tabs: /lms, /lms/my-learning and /lms/certifications each open their own. */
export const LEARNING_TABS: readonly ModuleTab[] = [
  {
    value: "catalog",
    label: "Course Catalog",
    path: paths.learning.catalog,
    content: <CourseCatalog courses={COURSES} />,
  },
  {
    value: "my-learning",
    label: "My Learning",
    path: paths.learning.myLearning,
    content: <MyLearning courses={COURSES} enrollments={MY_ENROLLMENTS} />,
  },
  {
    value: "certifications",
    label: "Certifications",
    path: paths.learning.certifications,
    content: (
      <EmptyState
        icon={<AwardIcon />}
        title="Certifications"
        description="Certification tracking coming soon"
      />
    ),
  },
];
