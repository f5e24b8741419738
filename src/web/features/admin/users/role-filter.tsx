import { APP_ROLES, type AppRole } from "#shared/enums";
import { SelectFilter } from "#web/components/forms/select-filter";
import { ROLE_LABELS } from "#web/domain/role-labels";

export type RoleFilterValue = AppRole | "all";

const OPTIONS = APP_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Which users the list shows, by role: all, or the holders of one (partner accounts too). */
export function RoleFilter({
  value,
  onChange,
}: {
  value: RoleFilterValue;
  onChange(value: RoleFilterValue): void;
}) {
  return (
    <SelectFilter
      id="user-role-filter"
      label="Role"
      allLabel="All roles"
      value={value}
      options={OPTIONS}
      onChange={onChange}
    />
  );
}
