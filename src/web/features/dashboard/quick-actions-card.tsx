import { BookOpenIcon, FilePlusIcon, type LucideIcon, TicketIcon, UserPlusIcon } from "lucide-react";
import { Link } from "react-router";
import { paths } from "#web/app/paths";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";

const QUICK_ACTIONS: readonly { label: string; href: string; icon: LucideIcon }[] = [
  // Lands on Support Tickets with the New Ticket form open (docs/product/customer-success.md#support-tickets).
  { label: "New Ticket", href: paths.customerSuccess.newTicket(), icon: TicketIcon },
  { label: "Browse Courses", href: paths.learning.catalog, icon: BookOpenIcon },
  { label: "Add Partner", href: paths.partnerPortal.root, icon: UserPlusIcon },
  { label: "Create Report", href: paths.businessIntelligence.reports, icon: FilePlusIcon },
];

export function QuickActionsCard({ className }: { className?: string }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Quick Actions</h2>
        </CardTitle>
        <CardDescription>Jump straight to common tasks.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid auto-rows-fr grid-cols-2 gap-3">
          {QUICK_ACTIONS.map((action) => (
            <li key={action.href}>
              <Button
                asChild
                variant="outline"
                className="h-full w-full flex-col gap-2 px-2 py-4 text-center whitespace-normal"
              >
                <Link to={action.href}>
                  <action.icon aria-hidden="true" className="size-5! text-primary" />
                  {action.label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
