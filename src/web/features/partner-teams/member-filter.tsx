import { SelectFilter } from "#web/components/forms/select-filter";
import { useTeam } from "./api/get-team";

/**
 * Whose deals a partner admin's list shows: every member's, or one member's (docs/product/partner-teams.md). The
 * choices are the team's first hundred members, in the order they joined.
 */
export function MemberFilter({ value, onChange }: { value: string; onChange(value: string): void }) {
  const team = useTeam({ page: 1, pageSize: 100 });
  const options = (team.data?.items ?? []).map((member) => ({ value: member.userId, label: member.name }));
  return (
    <SelectFilter
      id="deal-member-filter"
      label="Member"
      allLabel="All members"
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
