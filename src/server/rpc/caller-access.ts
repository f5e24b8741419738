import { ORPCError } from "@orpc/server";
import { hasAnyPermission } from "#shared/authorization";
import { API_KEY_REFUSALS } from "#shared/contracts/api-keys";
import type { PermissionName } from "#shared/permissions";
import { apiKeyCaller } from "../auth/api-key-caller";
import { presentedApiKey } from "../auth/api-key-secret";
import { findActiveMembership } from "../auth/partner-membership";
import { type Caller, findCaller } from "../auth/session";
import { ALL_PARTNERS, type PartnerScope, type RowScope } from "../platform/partner-scope";
import type { RpcContext } from "./context";

/** Who may call a procedure. Every procedure declares one; a test walks the router to make sure. */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "permission"; anyOf: readonly PermissionName[] }
  | { kind: "partner"; role?: "partner_admin" }
  | { kind: "partner-or-permission"; anyOf: readonly PermissionName[] }
  | { kind: "learner" }
  | { kind: "staff" };

/**
 * What an access check reads: the request's headers, which transport it came by (API keys work only on REST),
 * the limits of the configuration, and where a refreshed session cookie goes.
 */
export type AccessContext = Pick<RpcContext, "auth" | "db" | "headers" | "resHeaders" | "transport"> & {
  config: Pick<RpcContext["config"], "apiKeyRequestsPerMinute">;
};

const SIGN_IN_REQUIRED = "Please sign in to continue.";
const NOT_ALLOWED = "You don't have permission to do this.";
const NO_PARTNER = "No partner account found for this email address.";
const PARTNER_ADMINS_ONLY = "Only your company's partner admins can do this. Ask one of them.";

type Membership = NonNullable<Awaited<ReturnType<typeof findActiveMembership>>>;
type OwnPartner = Membership["partner"];

/** What a member's procedures act within: their partner and, for a sales rep, their own deals (ownRows). */
export function memberScope(membership: Membership, userId: string): PartnerScope {
  return { partnerId: membership.partner.id, repId: membership.role === "sales_rep" ? userId : null };
}

/**
 * Whether a request presenting an API key may reach a procedure (decision 0028): only over REST (401 on /rpc)
 * and only a procedure that allows keys (403 for the rest: sign-in, passwords, profile, key management...).
 * A request without a key passes.
 */
export function admitApiKey(
  context: Pick<AccessContext, "headers" | "transport">,
  allowsKeys: boolean,
): void {
  if (presentedApiKey(context.headers) === undefined) return;
  if (context.transport !== "rest")
    throw new ORPCError("UNAUTHORIZED", { message: API_KEY_REFUSALS.restOnly });
  if (!allowsKeys) throw new ORPCError("FORBIDDEN", { message: API_KEY_REFUSALS.notForThisOperation });
}

/**
 * The signed-in caller with the access the server derives for them; 401 without a session. A request that
 * presents an API key is that key's caller, on REST only: its cookies are not read.
 */
export async function signedInCaller(context: AccessContext): Promise<Caller> {
  const key = presentedApiKey(context.headers);
  if (key !== undefined) {
    if (context.transport !== "rest")
      throw new ORPCError("UNAUTHORIZED", { message: API_KEY_REFUSALS.restOnly });
    return apiKeyCaller(context.db, key, { limit: context.config.apiKeyRequestsPerMinute, windowMs: 60_000 });
  }
  const caller = await findCaller(context.auth, context.db, context.headers, context.resHeaders);
  if (!caller) throw new ORPCError("UNAUTHORIZED", { message: SIGN_IN_REQUIRED });
  return caller;
}

/** 403 unless the caller holds one of the permissions (admin and super_admin hold all). */
export function requirePermission(caller: Caller, anyOf: readonly PermissionName[]): void {
  if (!hasAnyPermission(caller.profile, anyOf)) throw new ORPCError("FORBIDDEN", { message: NOT_ALLOWED });
}

/** The caller's membership of an active partner: the partner role and a membership together, never the e-mail. */
async function membershipOf(context: AccessContext, caller: Caller): Promise<Membership | undefined> {
  return caller.profile.roles.includes("partner")
    ? await findActiveMembership(context.db, caller.user.id)
    : undefined;
}

/**
 * The caller's membership of an active partner; 403 for anyone who is not a member of one, and for a sales rep
 * where the rule asks for a partner admin. An API key acts with its owner's role of the moment.
 */
export async function requireMembership(
  context: AccessContext,
  caller: Caller,
  role?: "partner_admin",
): Promise<Membership> {
  const membership = await membershipOf(context, caller);
  if (!membership) throw new ORPCError("FORBIDDEN", { message: NO_PARTNER });
  if (role && membership.role !== role) throw new ORPCError("FORBIDDEN", { message: PARTNER_ADMINS_ONLY });
  return membership;
}

/**
 * Staff: any signed-in person who is not a partner's member (docs/product/customer-success.md#who-may-do-what).
 * A partner's API key acts as its partner, so it is refused too.
 */
export function requireStaff(caller: Caller): void {
  if (caller.profile.roles.includes("partner")) throw new ORPCError("FORBIDDEN", { message: NOT_ALLOWED });
}

/**
 * Staff holding one of the permissions act on every partner's rows, a member of an active partner on its own
 * (a sales rep on their own deals); anyone else gets 403.
 */
export async function partnerOrStaffScope(
  context: AccessContext,
  caller: Caller,
  anyOf: readonly PermissionName[],
): Promise<{ partner: OwnPartner | undefined; scope: RowScope }> {
  const isStaff = hasAnyPermission(caller.profile, anyOf);
  const membership = isStaff ? undefined : await membershipOf(context, caller);
  if (!isStaff && !membership) throw new ORPCError("FORBIDDEN", { message: NOT_ALLOWED });
  return membership
    ? { partner: membership.partner, scope: memberScope(membership, caller.user.id) }
    : { partner: undefined, scope: ALL_PARTNERS };
}

/**
 * Who takes courses (docs/product/learning.md#who-learns): staff, who see courses for staff, and the members of
 * an active partner, who see courses for partners. Holders of manage_courses also see drafts and every audience.
 */
export interface Learner {
  userId: string;
  name: string;
  audience: "staff" | "partners";
  /** The caller's own partner, for a partner member. */
  partnerId: string | null;
  managesCourses: boolean;
}

/**
 * The caller as a learner; 403 for a partner member whose partner is not active, and for an integration's key,
 * which is no learner: a learner's courses and enrollments are a person's own.
 */
export async function learnerOf(context: AccessContext, caller: Caller): Promise<Learner> {
  if (caller.integration) throw new ORPCError("FORBIDDEN", { message: API_KEY_REFUSALS.notAPerson });
  const base = {
    userId: caller.user.id,
    name: caller.user.name,
    managesCourses: hasAnyPermission(caller.profile, ["manage_courses"]),
  };
  if (!caller.profile.roles.includes("partner")) return { ...base, audience: "staff", partnerId: null };
  const { partner } = await requireMembership(context, caller);
  return { ...base, audience: "partners", partnerId: partner.id };
}

/**
 * The whole check of a rule, as the procedures run it: the caller it admits (undefined for a public rule), or
 * the 401/403 they would answer. The upload gate runs it from the headers before a body is read.
 */
export async function checkAccess(context: AccessContext, rule: AccessRule): Promise<Caller | undefined> {
  if (rule.kind === "public") return undefined;
  const caller = await signedInCaller(context);
  if (rule.kind === "permission") requirePermission(caller, rule.anyOf);
  else if (rule.kind === "partner") await requireMembership(context, caller, rule.role);
  else if (rule.kind === "partner-or-permission") await partnerOrStaffScope(context, caller, rule.anyOf);
  else if (rule.kind === "learner") await learnerOf(context, caller);
  else if (rule.kind === "staff") requireStaff(caller);
  return caller;
}
