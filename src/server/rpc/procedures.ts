import { ORPCError, os } from "@orpc/server";
import { and, eq, sql } from "drizzle-orm";
import { hasAnyPermission } from "../../shared/authorization";
import type { PermissionName } from "../../shared/permissions";
import { loadPermissionProfile } from "../auth/permission-profile";
import { type Caller, getCallerSession } from "../auth/session";
import { partners } from "../db/schema";
import type { RpcContext } from "./context";

/** Who may call a procedure. Every procedure declares one; a test walks the router to make sure. */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "permission"; anyOf: readonly PermissionName[] }
  | { kind: "partner" };

export interface ProcedureMeta {
  access?: AccessRule;
}

const base = os.$context<RpcContext>().$meta<ProcedureMeta>({});

const SIGN_IN_REQUIRED = "Please sign in to continue.";
const NOT_ALLOWED = "You don't have permission to do this.";

const requireCaller = base.middleware(async ({ context, next }) => {
  const session = await getCallerSession(context.auth, context.headers, context.resHeaders);
  if (!session) throw new ORPCError("UNAUTHORIZED", { message: SIGN_IN_REQUIRED });
  const profile = await loadPermissionProfile(context.db, session.user.id);
  return next({ context: { caller: { ...session, profile } satisfies Caller } });
});

/** Anyone, signed in or not. */
export const publicProcedure = base.meta({ access: { kind: "public" } });

/** Any signed-in user; the handler gets `context.caller`. */
export const authedProcedure = base.meta({ access: { kind: "signed-in" } }).use(requireCaller);

/** Signed-in users holding at least one of the permissions (admin and super_admin hold all). */
export function permissionProcedure(...anyOf: [PermissionName, ...PermissionName[]]) {
  return base
    .meta({ access: { kind: "permission", anyOf } })
    .use(requireCaller)
    .use(async ({ context, next }) => {
      if (!hasAnyPermission(context.caller.profile, anyOf))
        throw new ORPCError("FORBIDDEN", { message: NOT_ALLOWED });
      return next();
    });
}

/** Signed-in contacts of an active partner; the handler gets `context.partner`, the caller's own partner. */
export const partnerProcedure = base
  .meta({ access: { kind: "partner" } })
  .use(requireCaller)
  .use(async ({ context, next }) => {
    // The contact's e-mail and the partner role together: an e-mail match alone must not hand over a partner.
    if (!context.caller.profile.roles.includes("partner")) {
      throw new ORPCError("FORBIDDEN", { message: "No partner account found for this email address." });
    }
    const [partner] = await context.db
      .select()
      .from(partners)
      .where(
        and(
          sql`lower(${partners.contactEmail}) = ${context.caller.user.email.toLowerCase()}`,
          eq(partners.status, "active"),
        ),
      )
      .limit(1);
    if (!partner)
      throw new ORPCError("FORBIDDEN", { message: "No partner account found for this email address." });
    return next({ context: { partner } });
  });
