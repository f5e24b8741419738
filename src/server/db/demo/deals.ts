import { DEFAULT_PROGRAMME_SETTINGS as PROGRAMME } from "#shared/contracts/programme-settings";
import type { DealStatus } from "#shared/enums";
import { customerKey } from "../customer-key";
import type { partnerDeals } from "../schema";
import type { DemoContext, Fixed } from "./context";
import { DEMO_PARTNER_IDS, demoId } from "./ids";
import { DEMO_ADMIN_EMAIL } from "./people";

const ACME = "partner@acme.example";
const GLOBEX = "partner@globex.example";
/**
 * Who registered which deal, by number: Acme's sales reps two each, and an administrator Globex's newest (the
 * demo audit trail says so); the rest their partner's contact.
 */
const SUBMITTERS: Record<number, string> = {
  1: "rep1@acme.example",
  4: "rep1@acme.example",
  2: "rep2@acme.example",
  6: "rep2@acme.example",
  7: DEMO_ADMIN_EMAIL,
};

/**
 * Acme has two closed_won deals, Globex one; both have a deal in every status, the programme's returned,
 * withdrawn and expired too. Both registered Northwind
 * Traders, so the admin list shows a possible duplicate. Acme's sales reps registered two deals each, one of
 * them closed (rep1's won, rep2's lost); its contact the other two.
 */
export function demoDeals(context: DemoContext): Fixed<typeof partnerDeals>[] {
  const { acme, globex } = DEMO_PARTNER_IDS;
  function deal(
    n: number,
    partnerId: string,
    companyName: string,
    contactPerson: string,
    dealValue: string,
    status: DealStatus,
    submittedDaysAgo: number,
    reviewedDaysAgo: number | null,
    // Negative for deals whose expected close date has passed.
    closeInDays: number,
  ): Fixed<typeof partnerDeals> {
    return {
      id: demoId("deals", n),
      partnerId,
      companyName,
      contactPerson,
      dealValue,
      expectedCloseDate: context.isoDate(-closeInDays),
      description: `${companyName}: annual subscription for the customer portal with onboarding services.`,
      status,
      submittedAt: context.daysAgo(submittedDaysAgo),
      reviewedAt: reviewedDaysAgo === null ? null : context.daysAgo(reviewedDaysAgo),
      // A submitted deal is due for review three days after it came (the default deadline, in calendar days here).
      reviewDueAt: status === "submitted" ? context.daysAgo(submittedDaysAgo - 3) : null,
      // Approved and won deals were approved when they were reviewed, under the programme's default terms.
      ...(reviewedDaysAgo !== null &&
      (status === "approved" || status === "closed_won" || status === "expired")
        ? {
            approvedAt: context.daysAgo(reviewedDaysAgo),
            terms: {
              protectionDays: PROGRAMME.protectionDays,
              expiryDays: PROGRAMME.expiryDays,
              reminderDays: PROGRAMME.reminderDays,
              maxExtensions: PROGRAMME.maxExtensions,
              extensionDays: PROGRAMME.extensionDays,
            },
            protectionEndsAt: context.daysAgo(reviewedDaysAgo - PROGRAMME.protectionDays),
            expiresAt: context.daysAgo(reviewedDaysAgo - PROGRAMME.expiryDays),
            remindAt: context.daysAgo(reviewedDaysAgo - PROGRAMME.expiryDays + PROGRAMME.reminderDays),
          }
        : { approvedAt: null }),
      // Closed deals closed on their expected close date, so Analytics has months of closes to show.
      closedAt:
        status === "closed_won" || status === "closed_lost"
          ? context.daysAgo(Math.max(0, -closeInDays))
          : null,
      customerKey: customerKey(companyName),
      submittedBy: context.userId(SUBMITTERS[n] ?? (partnerId === acme ? ACME : GLOBEX)),
    };
  }

  return [
    deal(1, acme, "Northwind Traders", "Laura Callahan", "48000.00", "submitted", 3, null, 45),
    deal(2, acme, "Contoso Pharmaceuticals", "Dan Park", "125000.00", "in_review", 12, 10, 30),
    deal(3, acme, "Fabrikam Logistics", "Priya Nair", "72500.00", "approved", 30, 27, 14),
    deal(4, acme, "Tailspin Toys", "Marcus Reed", "36000.00", "closed_won", 90, 86, -40),
    deal(5, acme, "Wide World Importers", "Elena Rossi", "210000.00", "closed_won", 140, 135, -80),
    deal(6, acme, "Litware Inc.", "Tom Becker", "54000.00", "closed_lost", 70, 66, -20),
    deal(7, globex, "Proseware Health", "Nina Okafor", "64000.00", "submitted", 1, null, 60),
    deal(8, globex, "Adventure Works Cycles", "Chris Vance", "99900.00", "in_review", 9, 7, 40),
    deal(9, globex, "Coho Winery", "Sofia Marin", "18750.00", "approved", 21, 18, 10),
    deal(10, globex, "Alpine Ski House", "Jonas Berg", "142300.00", "closed_won", 110, 104, -55),
    deal(11, globex, "Blue Yonder Airlines", "Ava Thompson", "88000.00", "closed_lost", 60, 57, -15),
    deal(12, globex, "Northwind Traders, LLC", "Laura Callahan", "51500.00", "submitted", 2, null, 50),
    // The programme's statuses (docs/product/programme.md): a question waiting, a withdrawal, an expiry.
    deal(13, acme, "Bellows College", "Mia Brandt", "27000.00", "returned", 6, 4, 35),
    deal(14, acme, "Southridge Video", "Omar Haddad", "41000.00", "withdrawn", 20, 15, 25),
    deal(15, acme, "Relecloud", "Grace Lin", "58000.00", "expired", 130, 125, -40),
    deal(16, globex, "VanArsdel", "Paolo Conti", "22500.00", "returned", 5, 3, 45),
    deal(17, globex, "Wingtip Toys", "Ines Duarte", "95000.00", "withdrawn", 30, 26, 20),
    deal(18, globex, "Tailwind Traders", "Hugo Laurent", "33000.00", "expired", 120, 110, -30),
  ];
}
