import type { CourseDifficulty } from "#shared/enums";
import { COURSE_DIFFICULTY_LABELS } from "#shared/labels";
import { Badge } from "#web/components/ui/badge";

const DIFFICULTY_STYLES: Record<CourseDifficulty, string> = {
  beginner: "border-green-200 bg-green-100 text-green-800",
  intermediate: "border-blue-200 bg-blue-100 text-blue-800",
  advanced: "border-purple-200 bg-purple-100 text-purple-800",
};

export function DifficultyBadge({ difficulty }: { difficulty: CourseDifficulty }) {
  return (
    <Badge variant="outline" className={DIFFICULTY_STYLES[difficulty]}>
      {COURSE_DIFFICULTY_LABELS[difficulty]}
    </Badge>
  );
}
