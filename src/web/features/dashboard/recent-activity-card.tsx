import { BellRingIcon, GraduationCapIcon, HandshakeIcon, LifeBuoyIcon, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { Badge } from "#web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { cn } from "#web/lib/style/cn";
import { activityStatusStyle } from "./activity-status";
import type { ActivityItem, ActivityType } from "./dashboard-sample-data";

const TYPE_ICONS: Record<ActivityType, LucideIcon> = {
  support_ticket: LifeBuoyIcon,
  course_completion: GraduationCapIcon,
  partner_deal: HandshakeIcon,
  system_update: BellRingIcon,
};

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function RecentActivityCard({
  items,
  className,
}: {
  items: readonly ActivityItem[];
  className?: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <Card className="h-full">
        <CardHeader>
          <CardTitle asChild className="text-lg">
            <h2 id={titleId}>Recent Activity</h2>
          </CardTitle>
          <CardDescription>The latest events across all modules.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {items.map((item) => {
              const Icon = TYPE_ICONS[item.type];
              return (
                <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-muted-foreground"
                  >
                    <Icon className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
                    <div className="min-w-0">
                      <p className="text-sm font-medium">{item.title}</p>
                      <p className="text-xs text-muted-foreground">{item.time}</p>
                    </div>
                    <Badge className={cn("border-transparent", activityStatusStyle(item.status))}>
                      {statusLabel(item.status)}
                    </Badge>
                  </div>
                </li>
              );
            })}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
