import { ORPCError } from "@orpc/server";
import type { Caller } from "#server/auth/session";
import type { RowScope } from "#server/platform/partner-scope";
import {
  type AccessContext,
  type AccessRule,
  type Learner,
  learnerOf,
  partnerOrStaffScope,
  requirePermission,
} from "#server/rpc/caller-access";
import type { SearchKind } from "#shared/contracts/search";

/**
 * Who may find each kind: exactly the rule of the list that shows it (deals.list, payouts.list, partners.list,
 * applications.list, users.list, departments.list, resources.list, learning.catalog); a test holds them equal.
 */
export const SEARCH_KIND_ACCESS = {
  deal: { kind: "partner-or-permission", anyOf: ["manage_partners"] },
  payout: { kind: "partner-or-permission", anyOf: ["manage_partners"] },
  partner: { kind: "permission", anyOf: ["manage_partners"] },
  application: { kind: "permission", anyOf: ["manage_partners"] },
  user: { kind: "permission", anyOf: ["manage_users", "manage_roles"] },
  department: { kind: "permission", anyOf: ["manage_users"] },
  resource: { kind: "partner-or-permission", anyOf: ["manage_partners"] },
  course: { kind: "learner" },
} as const satisfies Record<SearchKind, AccessRule>;

/** What one kind's rule gives a caller it admits: nothing more, a partner scope, or the learner. */
export type KindGrant = { scope: RowScope } | { learner: Learner } | Record<string, never>;

/** The kinds a caller may find, each with the scope its own list would give them; a refused kind is absent. */
export type SearchAccess = Partial<{
  deal: { scope: RowScope };
  payout: { scope: RowScope };
  partner: Record<string, never>;
  application: Record<string, never>;
  user: Record<string, never>;
  department: Record<string, never>;
  resource: { scope: RowScope };
  course: { learner: Learner };
}>;

/** The rule's grant, run by the same checks the procedures run; undefined where they would answer 403. */
async function grantOf(
  context: AccessContext,
  caller: Caller,
  rule: AccessRule,
): Promise<KindGrant | undefined> {
  try {
    if (rule.kind === "partner-or-permission")
      return { scope: (await partnerOrStaffScope(context, caller, rule.anyOf)).scope };
    if (rule.kind === "learner") return { learner: await learnerOf(context, caller) };
    if (rule.kind === "permission") requirePermission(caller, rule.anyOf);
    return {};
  } catch (error) {
    if (error instanceof ORPCError && error.code === "FORBIDDEN") return undefined;
    throw error;
  }
}

/** Each kind's grant for the caller, decided on the server by that kind's own rule. */
export async function searchAccessOf(context: AccessContext, caller: Caller): Promise<SearchAccess> {
  const entries = await Promise.all(
    Object.entries(SEARCH_KIND_ACCESS).map(
      async ([kind, rule]) => [kind, await grantOf(context, caller, rule)] as const,
    ),
  );
  return Object.fromEntries(entries.filter(([, grant]) => grant !== undefined)) as SearchAccess;
}
