import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { partnerApplications, partners } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import { applicationSummaryColumns } from "./application-columns";
import { answersOf } from "./stored-answers";

/** One application with every field, as reviewers see it. */
export async function getApplication(db: Pick<Db, "select">, id: string) {
  const [found] = await db
    .select({
      ...applicationSummaryColumns,
      applicationData: partnerApplications.applicationData,
      documents: partnerApplications.documents,
      reviewerNotes: partnerApplications.reviewerNotes,
      reviewedBy: partnerApplications.reviewedBy,
      partnerStatus: partners.status,
    })
    .from(partnerApplications)
    .innerJoin(partners, eq(partners.id, partnerApplications.partnerId))
    .where(eq(partnerApplications.id, id))
    .limit(1);
  if (!found) throw new AppError("not_found", "No such application.");
  return {
    ...found,
    applicationData: answersOf(found.applicationData),
    documents: found.documents.map(({ name, type, size }) => ({ name, type, size })),
  };
}
