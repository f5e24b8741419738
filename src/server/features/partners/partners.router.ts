import { featureRouter } from "#server/rpc/feature-router";
import { API_KEYS_ALLOWED, partnerProcedure, permissionProcedure } from "#server/rpc/procedures";
import {
  listActivePartnersInput,
  listActivePartnersOutput,
  listPartnersInput,
  listPartnersOutput,
  ownPartnerOutput,
  partnerChangeOutput,
  partnerDetailOutput,
  partnerIdInput,
  setPartnerStatusInput,
  updatePartnerInput,
} from "#shared/contracts/partners";
import { getPartnerDetail } from "./get-partner-detail";
import { listActivePartners } from "./list-active-partners";
import { listPartners } from "./list-partners";
import { readPartnerListItem } from "./partner-admin-columns";
import { setPartnerStatus } from "./set-partner-status";
import { updatePartner } from "./update-partner";

/** Partner administration: administrators and staff granted manage_partners. */
const partnerAdmin = () => permissionProcedure("manage_partners");

const PARTNERS_TAG = {
  name: "Partners",
  description: "Partner companies: a partner's own record, and the list and administration for staff.",
};

export const partnersRouter = featureRouter(PARTNERS_TAG, {
  mine: partnerProcedure
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/partners/mine",
      summary: "The signed-in member's own active partner, and their role in it",
    })
    .output(ownPartnerOutput)
    .handler(({ context: { partner, caller, memberRole } }) => ({
      id: partner.id,
      companyName: partner.companyName,
      contactName: partner.contactName,
      contactEmail: partner.contactEmail,
      status: partner.status,
      tier: partner.tier,
      commissionRate: Number(partner.commissionRate),
      member: { userId: caller.user.id, name: caller.user.name, role: memberRole },
    })),

  // Also for choosing the partner of a customer (docs/product/customer-success.md#customers).
  listActive: permissionProcedure("manage_partners", "manage_customers")
    .route({
      method: "GET",
      path: "/partners/active",
      summary: "Active partners by company name, for choosing the partner of a deal or a customer",
      description:
        "At most `limit` (default 50, at most 100); `search` keeps those whose company or contact name contains it, ignoring case.",
    })
    .input(listActivePartnersInput)
    .output(listActivePartnersOutput)
    .handler(({ input, context }) => listActivePartners(context.db, input)),

  list: partnerAdmin()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/partners",
      summary: "Every partner, newest first, one page, with its deal count and commission earned",
      description:
        "`search` keeps partners whose company, contact name or contact e-mail contains it, ignoring case; `status` and `tier` filter.",
    })
    .input(listPartnersInput)
    .output(listPartnersOutput)
    .handler(({ input, context }) => listPartners(context.db, input)),

  get: partnerAdmin()
    .meta(API_KEYS_ALLOWED)
    .route({
      method: "GET",
      path: "/partners/{id}",
      summary: "One partner: terms, application, newest deals and payouts, audit history",
    })
    .input(partnerIdInput)
    .output(partnerDetailOutput)
    .handler(({ input, context }) => getPartnerDetail(context.db, input.id)),

  setStatus: partnerAdmin()
    .route({
      method: "POST",
      path: "/partners/{id}/status",
      summary: "Set a partner's status",
      description:
        "Any of pending, active, suspended, rejected. Active records the approver and time and sends a contact without a password the welcome mail; suspended and rejected end the contact's sessions at once.",
    })
    .input(setPartnerStatusInput)
    .output(partnerChangeOutput)
    .handler(async ({ input, context }) => {
      const { welcomeEmail } = await setPartnerStatus(context, context.caller, input);
      return { partner: await readPartnerListItem(context.db, input.id), welcomeEmail };
    }),

  update: partnerAdmin()
    .route({
      method: "PUT",
      path: "/partners/{id}",
      summary: "Change a partner's details, tier and commission rate",
      description:
        "A new contact e-mail moves the contact's partner account with it; an address another account or live partner uses is refused (409).",
    })
    .input(updatePartnerInput)
    .output(partnerChangeOutput)
    .handler(async ({ input, context }) => {
      await updatePartner(context.db, context.caller, input);
      return { partner: await readPartnerListItem(context.db, input.id) };
    }),
});
