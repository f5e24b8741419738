import { PlusIcon } from "lucide-react";
import { toast } from "sonner";
import { useDocumentTitle } from "#web/app/use-document-title";
import { ModulePage } from "#web/components/module-page";
import { Button } from "#web/components/ui/button";
import { LEARNING_STATS } from "./learning-sample-data";
import { LEARNING_TABS } from "./learning-tabs";

const createCourse = () =>
  toast("Coming soon", {
    description:
      "Course authoring arrives with the learning platform connection; this screen shows sample data.",
  });

/** Courses, personal progress and certifications; /lms, /lms/my-learning and /lms/certifications pick the tab. */
export function LearningPage() {
  useDocumentTitle("Learning Management");

  return (
    <ModulePage
      title="Learning Management"
      badge="Sample data"
      description="Courses, learning progress and certifications for the team."
      actions={
        <Button onClick={createCourse}>
          <PlusIcon aria-hidden="true" />
          Create Course
        </Button>
      }
      stats={LEARNING_STATS}
      tabsLabel="Learning views"
      tabs={LEARNING_TABS}
    />
  );
}
