import { PlusIcon, SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import type { LearningStats } from "#shared/contracts/learning";
import { formatNumber } from "#shared/format";
import { useAuthorization } from "#web/app/auth/authorization-context";
import { paths } from "#web/app/paths";
import { useDocumentTitle } from "#web/app/use-document-title";
import type { Stat } from "#web/components/lists/stat-grid";
import { ModulePage } from "#web/components/page/module-page";
import { useOpenTabLabel } from "#web/components/page/use-open-tab-label";
import { Button } from "#web/components/ui/button";
import { useLearningStats } from "./api/get-learning-stats";
import { LEARNING_TABS } from "./learning-tabs";

/** Shown in place of a figure while it loads, or when it could not be loaded. */
const NO_FIGURE = "–";

/** The four cards (docs/product/learning.md#stat-cards): the caller's own figures, or the whole programme's. */
function learningStats(stats: LearningStats | undefined, failed: boolean): Stat[] {
  const programme = stats?.scope === "programme";
  const figure = (value: number | undefined, format: (value: number) => string = formatNumber) =>
    value === undefined ? NO_FIGURE : format(value);
  const note = (mine: string, everyone: string) => {
    if (failed) return "Could not be loaded";
    if (!stats) return "Loading";
    return programme ? everyone : mine;
  };
  return [
    {
      label: "Total Courses",
      value: figure(stats?.totalCourses),
      note: note("Open to you", "Every course, drafts included"),
    },
    {
      label: "Enrolled",
      value: figure(stats?.activeEnrollments),
      note: note("Your courses under way", "Enrollments under way"),
    },
    {
      label: "Completion Rate",
      value: figure(stats?.completionRate, (rate) => `${rate}%`),
      note: note("Of your enrollments", "Of all enrollments"),
    },
    {
      label: "Certificates",
      value: figure(stats?.certificatesIssued),
      note: note("Earned by you", "Issued to learners"),
    },
  ];
}

/** Courses, personal progress and certifications; /lms, /lms/my-learning and /lms/certifications pick the tab. */
export function LearningPage() {
  const openTab = useOpenTabLabel(LEARNING_TABS);
  useDocumentTitle(...(openTab ? [openTab] : []), "Learning Management");
  const stats = useLearningStats();
  const canManage = useAuthorization().hasPermission("manage_courses");

  return (
    <ModulePage
      title="Learning Management"
      description="Courses, learning progress and certifications for the team."
      actions={
        canManage ? (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to={paths.learning.manage}>
                <SettingsIcon aria-hidden="true" />
                Manage Courses
              </Link>
            </Button>
            <Button asChild>
              <Link to={paths.learning.newCourse}>
                <PlusIcon aria-hidden="true" />
                Create Course
              </Link>
            </Button>
          </div>
        ) : null
      }
      stats={learningStats(stats.data, stats.isError)}
      tabsLabel="Learning views"
      tabs={LEARNING_TABS}
    />
  );
}
