import type { AppRole } from "#shared/enums";
import { Badge } from "#web/components/ui/badge";
import { ROLE_LABELS } from "#web/domain/role-labels";
import { cn } from "#web/lib/style/cn";

const TONES: Partial<Record<AppRole, string>> = {
  super_admin: "border-transparent bg-violet-100 text-violet-900",
  admin: "border-transparent bg-sky-100 text-sky-900",
  partner: "border-transparent bg-amber-100 text-amber-900",
};

/** A role's name; the roles that hold every permission and partner accounts stand out. */
export function RoleBadge({ role }: { role: AppRole }) {
  return (
    <Badge variant="outline" className={cn(TONES[role])}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
