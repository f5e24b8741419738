import { os } from "@orpc/server";
import type { PermissionName } from "#shared/permissions";
import type { UploadDeclaration } from "../platform/uploads/upload-declaration";
import {
  type AccessRule,
  admitApiKey,
  learnerOf,
  memberScope,
  partnerOrStaffScope,
  requireMembership,
  requirePermission,
  requireStaff,
  signedInCaller,
} from "./caller-access";
import type { RpcContext } from "./context";

export interface ProcedureMeta {
  access?: AccessRule;
  /** The procedure takes files as multipart/form-data: what it accepts, enforced before its body is read. */
  upload?: UploadDeclaration;
  /**
   * An API key may call it over REST (decision 0028). Off unless a procedure sets it: sign-in, passwords,
   * profile and key management never see a key.
   */
  apiKeys?: boolean;
  /**
   * Refusals its use case answers beyond those its kind can (decision 0031), by status, saying when: the
   * OpenAPI document lists them beside the rest.
   */
  refusals?: { [status in 401 | 403 | 404 | 409]?: string };
  /** Its feature's tag in the OpenAPI document, which `featureRouter` gives every procedure of a feature. */
  tag?: ApiTag;
}

/** A feature's tag in the OpenAPI document (decision 0031): its name and what its operations are for. */
export interface ApiTag {
  name: string;
  description: string;
}

const root = os.$context<RpcContext>().$meta<ProcedureMeta>({});

const base = root.use(async ({ context, procedure, next }) => {
  admitApiKey(context, (procedure["~orpc"].meta as ProcedureMeta).apiKeys === true);
  return next();
});

const requireCaller = root.middleware(async ({ context, next }) =>
  next({ context: { caller: await signedInCaller(context) } }),
);

/** Marks a procedure as one API keys may call (decision 0028); its access base still decides who. */
export const API_KEYS_ALLOWED = { apiKeys: true } as const satisfies ProcedureMeta;

/** Anyone, signed in or not. */
export const publicProcedure = base.meta({ access: { kind: "public" } });

/** Any signed-in user; the handler gets `context.caller`. */
export const authedProcedure = base.meta({ access: { kind: "signed-in" } }).use(requireCaller);

/** Any signed-in staff member, whatever they hold; partners' members and their keys get 403. */
export const staffProcedure = base
  .meta({ access: { kind: "staff" } })
  .use(requireCaller)
  .use(async ({ context, next }) => {
    requireStaff(context.caller);
    return next();
  });

/** Signed-in users holding at least one of the permissions (admin and super_admin hold all). */
export function permissionProcedure(...anyOf: [PermissionName, ...PermissionName[]]) {
  return base
    .meta({ access: { kind: "permission", anyOf } })
    .use(requireCaller)
    .use(async ({ context, next }) => {
      requirePermission(context.caller, anyOf);
      return next();
    });
}

function membersProcedure(role?: "partner_admin") {
  return base
    .meta({ access: { kind: "partner", ...(role ? { role } : {}) } })
    .use(requireCaller)
    .use(async ({ context, next }) => {
      const membership = await requireMembership(context, context.caller, role);
      return next({
        context: {
          partner: membership.partner,
          memberRole: membership.role,
          scope: memberScope(membership, context.caller.user.id),
        },
      });
    });
}

/**
 * Signed-in members of an active partner, whatever their role; the handler gets `context.partner`, the caller's
 * own partner, their `context.memberRole`, and `context.scope`, which every query of partner-owned rows goes
 * through (platform/partner-scope.ts): a sales rep's reaches only their own deals and payouts.
 */
export const partnerProcedure = membersProcedure();

/** Partner admins of an active partner (the team, API keys, webhooks); a sales rep gets 403. */
export const partnerAdminProcedure = membersProcedure("partner_admin");

/**
 * A feature both sides use: staff holding one of the permissions act on every partner's rows, members of an
 * active partner on their own (a sales rep on their own deals). The handler gets `context.scope` (partnerId null for staff) and, for a
 * member, `context.partner`.
 */
export function partnerOrPermissionProcedure(...anyOf: [PermissionName, ...PermissionName[]]) {
  return base
    .meta({ access: { kind: "partner-or-permission", anyOf } })
    .use(requireCaller)
    .use(async ({ context, next }) =>
      next({ context: await partnerOrStaffScope(context, context.caller, anyOf) }),
    );
}

/**
 * Anyone who takes courses: staff, and the members of an active partner. The handler gets `context.learner`:
 * whose enrollments these are and which courses are open to them.
 */
export const learnerProcedure = base
  .meta({ access: { kind: "learner" } })
  .use(requireCaller)
  .use(async ({ context, next }) => next({ context: { learner: await learnerOf(context, context.caller) } }));
