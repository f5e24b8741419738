import { ArrowRightIcon, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { ListLoading } from "#web/components/lists/list-states";
import { Button } from "#web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card";

export type StatTone = "blue" | "green" | "red" | "amber" | "violet";

export interface ModuleStat {
  label: string;
  value: string;
  color: StatTone;
}

/** A module as its card names it, and where View Details leads. */
export interface DashboardModule {
  title: string;
  description: string;
  href: string;
  icon: LucideIcon;
}

/** A card's figures: loading, failed, or those the person may see (none when they may see none). */
export type ModuleFigures = "loading" | "failed" | readonly ModuleStat[];

// -700 shades keep 4.5:1 on the white card, -300 on the dark theme's slate one.
const TONES: Record<StatTone, string> = {
  blue: "text-blue-700 dark:text-blue-300",
  green: "text-green-700 dark:text-green-300",
  red: "text-red-700 dark:text-red-300",
  amber: "text-amber-700 dark:text-amber-300",
  violet: "text-violet-700 dark:text-violet-300",
};

function Figures({ figures, title }: { figures: ModuleFigures; title: string }) {
  if (figures === "loading")
    return <ListLoading label={`Loading ${title} figures`} rows={3} rowClassName="h-7 w-full" />;
  if (figures === "failed")
    return <p className="text-sm text-muted-foreground">The figures could not be loaded.</p>;
  if (figures.length === 0) return null;
  return (
    <dl className="divide-y">
      {figures.map((stat) => (
        <div key={stat.label} className="flex items-baseline justify-between gap-3 py-2">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className={`text-lg font-semibold tabular-nums ${TONES[stat.color]}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ModuleCard({ module, figures }: { module: DashboardModule; figures: ModuleFigures }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId}>
      <Card className="h-full gap-4">
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
          <Figures figures={figures} title={module.title} />
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
    </article>
  );
}
