import { ORPCError, os } from "@orpc/server";
import { hasAnyPermission } from "../../shared/authorization";
import type { PermissionName } from "../../shared/permissions";
import { loadPermissionProfile } from "../auth/permission-profile";
import { type Caller, getCallerSession } from "../auth/session";
import { findPartnerByContactEmail } from "../features/partners/find-partner-by-contact-email";
import { ALL_PARTNERS, type PartnerScope, type RowScope } from "../features/partners/partner-scope";
import type { UploadDeclaration } from "../platform/uploads/upload-declaration";
import type { RpcContext } from "./context";

/** Who may call a procedure. Every procedure declares one; a test walks the router to make sure. */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signed-in" }
  | { kind: "permission"; anyOf: readonly PermissionName[] }
  | { kind: "partner" }
  | { kind: "partner-or-permission"; anyOf: readonly PermissionName[] };

export interface ProcedureMeta {
  access?: AccessRule;
  /** The procedure takes files as multipart/form-data: what it accepts, enforced before its body is read. */
  upload?: UploadDeclaration;
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

const NO_PARTNER = "No partner account found for this email address.";

/** The caller's own active partner: the contact's e-mail and the partner role together, never the e-mail alone. */
async function ownPartnerOf(context: RpcContext & { caller: Caller }) {
  return context.caller.profile.roles.includes("partner")
    ? await findPartnerByContactEmail(context.db, context.caller.user.email, "active")
    : undefined;
}

/**
 * Signed-in contacts of an active partner; the handler gets `context.partner`, the caller's own partner, and
 * `context.scope`, which every query of partner-owned rows goes through (features/partners/partner-scope.ts).
 */
export const partnerProcedure = base
  .meta({ access: { kind: "partner" } })
  .use(requireCaller)
  .use(async ({ context, next }) => {
    const partner = await ownPartnerOf(context);
    if (!partner) throw new ORPCError("FORBIDDEN", { message: NO_PARTNER });
    return next({ context: { partner, scope: { partnerId: partner.id } satisfies PartnerScope } });
  });

/**
 * A feature both sides use: staff holding one of the permissions act on every partner's rows, contacts of an
 * active partner on their own. The handler gets `context.scope` (partnerId null for staff) and, for a
 * contact, `context.partner`.
 */
export function partnerOrPermissionProcedure(...anyOf: [PermissionName, ...PermissionName[]]) {
  return base
    .meta({ access: { kind: "partner-or-permission", anyOf } })
    .use(requireCaller)
    .use(async ({ context, next }) => {
      const isStaff = hasAnyPermission(context.caller.profile, anyOf);
      const partner = isStaff ? undefined : await ownPartnerOf(context);
      if (!isStaff && !partner) throw new ORPCError("FORBIDDEN", { message: NOT_ALLOWED });
      const scope: RowScope = partner ? { partnerId: partner.id } : ALL_PARTNERS;
      return next({ context: { partner, scope } });
    });
}
