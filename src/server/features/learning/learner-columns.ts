import { type SQL, sql } from "drizzle-orm";
import { partners, profiles, user, userRoles } from "#server/db/schema/index";
import type { CourseAudience } from "#shared/enums";
import { outerUserEmail, outerUserId } from "./correlated-subquery-columns";

/**
 * Holds the partner role: a partner contact's account rather than staff (docs/product/learning.md#who-learns).
 * `offset 0` keeps it one index lookup for each person a list reads: without it PostgreSQL may instead read every
 * partner's role into a hash table first, judging by all the people a list could read rather than the page it
 * stops at (some 6 ms at 10,000 partners, for each of the three places a learner list asks).
 */
export const holdsPartnerRole = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${outerUserId} and ${userRoles.role} = 'partner' offset 0)`;

/** The active partner whose contact e-mail the user's is; the live-e-mail index allows at most one. */
const activePartnerCompany = sql<
  string | null
>`(select ${partners.companyName} from ${partners} where lower(${partners.contactEmail}) = lower(${outerUserEmail}) and ${partners.status} = 'active' limit 1)`;

/**
 * The partner a contact's account belongs to, active or not: a learner whose partner was suspended is still
 * shown with its company.
 */
const livePartnerCompany = sql<
  string | null
>`(select ${partners.companyName} from ${partners} where lower(${partners.contactEmail}) = lower(${outerUserEmail}) and ${partners.status} in ('active', 'pending', 'suspended') order by (${partners.status} = 'active') desc limit 1)`;

/** A person as learner lists show them: name (their profile's, else their account's), e-mail, kind, company. */
export const learnerColumns = {
  userId: user.id,
  name: sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${user.name})`,
  email: user.email,
  isPartner: holdsPartnerRole.mapWith(Boolean),
  companyName: sql<string | null>`case when ${holdsPartnerRole} then ${livePartnerCompany} end`,
  activePartnerCompany: sql<string | null>`case when ${holdsPartnerRole} then ${activePartnerCompany} end`,
};

/** Who a course is open to: staff without the partner role, the contacts of an active partner, or both. */
export function inAudience(audience: CourseAudience): SQL {
  const staff = sql`not ${holdsPartnerRole}`;
  const partnerContact = sql`(${holdsPartnerRole} and ${activePartnerCompany} is not null)`;
  if (audience === "staff") return staff;
  if (audience === "partners") return partnerContact;
  return sql`(${staff} or ${partnerContact})`;
}

/** The same rule for a person already read with learnerColumns. */
export function isInAudience(
  audience: CourseAudience,
  person: { isPartner: boolean; activePartnerCompany: string | null },
): boolean {
  const isStaff = !person.isPartner;
  const isPartnerContact = person.isPartner && person.activePartnerCompany !== null;
  if (audience === "staff") return isStaff;
  if (audience === "partners") return isPartnerContact;
  return isStaff || isPartnerContact;
}

export const kindOf = (person: { isPartner: boolean }): "partner" | "staff" =>
  person.isPartner ? "partner" : "staff";
