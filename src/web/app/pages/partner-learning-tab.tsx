import { CourseCatalog } from "#web/features/learning/catalog/course-catalog";
import { Certifications } from "#web/features/learning/certifications/certifications";
import { MyLearning } from "#web/features/learning/my-learning/my-learning";

/**
 * A partner's learning on its own screens (docs/product/learning.md#partner-learning): its certificates, the
 * courses it is enrolled in with their progress, and the courses open to it; a partner administrator on the
 * Partner Portal sees their own. `courseAddress` says where a course opens: inside the staff shell from the
 * Partner Portal, on the partner dashboard from there.
 */
export function PartnerLearningTab({ courseAddress }: { courseAddress(courseId: string): string }) {
  return (
    <div className="grid min-w-0 gap-6">
      <Certifications courseAddress={courseAddress} />
      {/* Two paged lists on one screen: each keeps its own page in the address. */}
      <MyLearning courseAddress={courseAddress} addressPrefix="enrolled-" />
      <CourseCatalog courseAddress={courseAddress} />
    </div>
  );
}
