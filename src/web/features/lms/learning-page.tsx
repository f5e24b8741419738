import { AwardIcon, PlusIcon } from "lucide-react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { EmptyState } from "../../components/empty-state";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { CourseCatalog } from "./course-catalog";
import { LearningStats } from "./learning-stats";
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

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Learning Management</h1>
            <Badge variant="outline">Sample data</Badge>
          </div>
          <p className="text-muted-foreground">Courses, learning progress and certifications for the team.</p>
        </div>
        <Button onClick={createCourse}>
          <PlusIcon aria-hidden="true" />
          Create Course
        </Button>
      </div>

      <LearningStats stats={LEARNING_STATS} />

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
