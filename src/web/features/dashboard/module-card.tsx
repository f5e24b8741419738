import { ArrowRightIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card";
import type { ModuleSummary, StatTone } from "./dashboard-sample-data";

// -700 shades keep 4.5:1 on the white card, -300 on the dark theme's slate one.
const TONES: Record<StatTone, string> = {
  blue: "text-blue-700 dark:text-blue-300",
  green: "text-green-700 dark:text-green-300",
  red: "text-red-700 dark:text-red-300",
  amber: "text-amber-700 dark:text-amber-300",
  violet: "text-violet-700 dark:text-violet-300",
};

export function ModuleCard({ module }: { module: ModuleSummary }) {
  const titleId = useId();
  return (
    <Card className="gap-4">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
          >
            <module.icon className="size-5" />
          </span>
          <CardTitle asChild className="text-base">
            <h3 id={titleId}>{module.title}</h3>
          </CardTitle>
        </div>
        <CardDescription>{module.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="divide-y">
          {module.stats.map((stat) => (
            <div key={stat.label} className="flex items-baseline justify-between gap-3 py-2">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className={`text-lg font-semibold tabular-nums ${TONES[stat.color]}`}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="w-full">
          {/* Four links read "View Details": the description says which module each opens. */}
          <Link to={module.href} aria-describedby={titleId}>
            View Details
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
