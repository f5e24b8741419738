import { paths } from "#web/app/paths";
import type { ModuleTab } from "#web/components/page/module-tabs";
import { CourseCatalog } from "./catalog/course-catalog";
import { Certifications } from "./certifications/certifications";
import { MyLearning } from "./my-learning/my-learning";

const courseAddress = (courseId: string) => paths.learning.course.to(courseId);

/** The Learning screen's tabs: /lms, /lms/my-learning and /lms/certifications each open their own. */
export const LEARNING_TABS: readonly ModuleTab[] = [
  {
    value: "catalog",
    label: "Course Catalog",
    path: paths.learning.catalog,
    content: <CourseCatalog courseAddress={courseAddress} />,
  },
  {
    value: "my-learning",
    label: "My Learning",
    path: paths.learning.myLearning,
    content: <MyLearning courseAddress={courseAddress} />,
  },
  {
    value: "certifications",
    label: "Certifications",
    path: paths.learning.certifications,
    content: <Certifications courseAddress={courseAddress} />,
  },
];
