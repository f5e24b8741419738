import { APP_ROLES, type AppRole } from "../../../../shared/enums";
import { Label } from "../../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { ROLE_LABELS } from "../../../lib/role-labels";

export type RoleFilterValue = AppRole | "all";

/** Which users the list shows, by role: all, or the holders of one (partner accounts too). */
export function RoleFilter({
  value,
  onChange,
}: {
  value: RoleFilterValue;
  onChange(value: RoleFilterValue): void;
}) {
  const pick = (next: string) => {
    const found = next === "all" ? "all" : APP_ROLES.find((role) => role === next);
    if (found) onChange(found);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="user-role-filter">Role</Label>
      <Select value={value} onValueChange={pick}>
        <SelectTrigger id="user-role-filter" className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All roles</SelectItem>
          {APP_ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
