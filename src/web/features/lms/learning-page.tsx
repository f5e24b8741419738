import { AwardIcon, PlusIcon } from "lucide-react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { useDocumentTitle } from "../../app/use-document-title";
import { EmptyState } from "../../components/empty-state";
import { StatCard, StatGrid } from "../../components/stat-grid";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { PageHeader } from "../../layout/page-header";
import { CourseCatalog } from "./course-catalog";
import { learningTabForPath } from "./learning-tabs";
import { COURSES, LEARNING_STATS, MY_ENROLLMENTS } from "./lms-sample-data";
import { MyLearning } from "./my-learning";

const createCourse = () =>
  toast("Coming soon", {
    description:
      "Course authoring arrives with the learning platform connection; this screen shows sample data.",
  });

/** Courses, personal progress and certifications; /lms, /lms/my-learning and /lms/certifications pick the tab. */
export function LearningPage() {
  const { pathname } = useLocation();
  useDocumentTitle("Learning Management");

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Learning Management"
        badge="Sample data"
        description="Courses, learning progress and certifications for the team."
        action={
          <Button onClick={createCourse}>
            <PlusIcon aria-hidden="true" />
            Create Course
          </Button>
        }
      />

      <StatGrid>
        {LEARNING_STATS.map((stat) => (
          <StatCard key={stat.label} {...stat} />
        ))}
      </StatGrid>

      {/* Keyed by path so a sidebar link to another tab's path switches to that tab. */}
      <Tabs key={pathname} defaultValue={learningTabForPath(pathname)}>
        <TabsList aria-label="Learning views">
          <TabsTrigger value="catalog">Course Catalog</TabsTrigger>
          <TabsTrigger value="my-learning">My Learning</TabsTrigger>
          <TabsTrigger value="certifications">Certifications</TabsTrigger>
        </TabsList>
        <TabsContent value="catalog">
          <CourseCatalog courses={COURSES} />
        </TabsContent>
        <TabsContent value="my-learning">
          <MyLearning courses={COURSES} enrollments={MY_ENROLLMENTS} />
        </TabsContent>
        <TabsContent value="certifications">
          <EmptyState
            icon={<AwardIcon />}
            title="Certifications"
            description="Certification tracking coming soon"
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
