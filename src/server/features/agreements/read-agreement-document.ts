import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client";
import { agreementVersions } from "#server/db/schema/index";
import { AppError } from "#server/platform/app-error";
import type { Logger } from "#server/platform/logger";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { AGREEMENT_MESSAGES } from "#shared/contracts/agreements";
import { AGREEMENTS_BUCKET } from "./agreement-documents";
import { agreementStanding } from "./agreement-standing";

type Deps = { db: Db; storage: FileStorage; logger: Logger };

/** A version's PDF as it was published, under the name it was sent with. */
async function documentOf(
  deps: Deps,
  version: { id: string; documentKey: string | null; documentName: string | null },
) {
  if (!version.documentKey || !version.documentName)
    throw new AppError("not_found", AGREEMENT_MESSAGES.noDocument);
  const bytes = await deps.storage.get(AGREEMENTS_BUCKET, version.documentKey);
  if (!bytes) {
    deps.logger.error(
      { versionId: version.id, key: version.documentKey },
      "agreement document missing from storage",
    );
    throw new AppError(
      "not_found",
      "The agreement's file is missing. Please tell the portal's administrators.",
    );
  }
  return new File([bytes], version.documentName, { type: "application/pdf" });
}

/** The PDF of the version a partner signs now, for any of its members. */
export async function readCurrentAgreementDocument(deps: Deps, partnerId: string): Promise<File> {
  const current = (await agreementStanding(deps.db, partnerId))?.current;
  if (!current) throw new AppError("not_found", AGREEMENT_MESSAGES.noVersion);
  return documentOf(deps, current);
}

/** Any version's PDF, for staff. */
export async function readAgreementVersionDocument(deps: Deps, id: string): Promise<File> {
  const [version] = await deps.db
    .select({
      id: agreementVersions.id,
      documentKey: agreementVersions.documentKey,
      documentName: agreementVersions.documentName,
    })
    .from(agreementVersions)
    .where(eq(agreementVersions.id, id))
    .limit(1);
  if (!version) throw new AppError("not_found", AGREEMENT_MESSAGES.versionNotFound);
  return documentOf(deps, version);
}
