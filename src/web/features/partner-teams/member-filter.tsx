import { useQuery } from "@tanstack/react-query";
import { SelectFilter } from "#web/components/forms/select-filter";
import { orpc } from "#web/lib/transport/rpc";

const FIRST_HUNDRED = { page: 1, pageSize: 100 };

/**
 * Whose deals a list shows: every member's, or one member's (docs/product/partner-teams.md). The choices are the
 * team's first hundred members, in the order they joined: the caller's own team, or with `partnerId` (staff)
 * that partner's.
 */
export function MemberFilter({
  value,
  onChange,
  partnerId,
}: {
  value: string;
  onChange(value: string): void;
  partnerId?: string;
}) {
  const team = useQuery(
    partnerId
      ? orpc.team.ofPartner.queryOptions({ input: { partnerId, ...FIRST_HUNDRED } })
      : orpc.team.mine.queryOptions({ input: FIRST_HUNDRED }),
  );
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
