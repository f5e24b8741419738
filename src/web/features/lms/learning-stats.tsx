import { Card } from "../../components/ui/card";
import type { LearningStat } from "./lms-sample-data";

export function LearningStats({ stats }: { stats: readonly LearningStat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {stats.map((stat) => (
        <Card key={stat.label} className="gap-1 px-4 py-4 sm:px-6 sm:py-5">
          <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-bold tracking-tight tabular-nums sm:text-3xl">{stat.value}</dd>
          <dd className="text-xs text-muted-foreground">{stat.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
