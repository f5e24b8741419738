import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { Caller } from "#server/auth/session";
import type { Db } from "#server/db/client";
import { AppError } from "#server/platform/app-error";
import type { FileStorage } from "#server/platform/storage/file-storage";
import { checkFiles } from "#server/platform/uploads/file-intake";
import { AGREEMENT_MESSAGES, type publishAgreementPdfInput } from "#shared/contracts/agreements";
import { AGREEMENT_DOCUMENT, AGREEMENTS_BUCKET } from "./agreement-documents";
import { publishVersion, textSha256 } from "./publish-agreement";

/**
 * Publishes a version whose text is a PDF (docs/product/agreements.md#publishing): the file must be a PDF the
 * server can open, since each signed copy is drawn from its pages; its bytes are hashed as the text signed. The
 * file is stored before the version's transaction and removed again if that fails.
 */
export async function publishAgreementPdf(
  deps: { db: Db; storage: FileStorage },
  caller: Caller,
  input: z.output<typeof publishAgreementPdfInput>,
) {
  const [checked] = await checkFiles([input.document], AGREEMENT_DOCUMENT);
  if (!checked) throw new Error("the agreement's file was not checked");
  const bytes = new Uint8Array(await checked.file.arrayBuffer());
  // pdf-lib loads with the first PDF published, not with every server start. A file it opens may still fail
  // when its pages are copied and stamped: a trial copy proves every signature of it can be drawn.
  const { PDFDocument } = await import("pdf-lib");
  const { drawsASignedCopy } = await import("./agreement-pdf");
  const pages = await PDFDocument.load(bytes).then(
    (opened) => opened.getPageCount(),
    () => 0,
  );
  if (pages === 0 || !(await drawsASignedCopy({ body: "", document: bytes }))) {
    throw new AppError("bad_request", AGREEMENT_MESSAGES.unreadablePdf, {
      field: AGREEMENT_DOCUMENT.filesField,
    });
  }
  const key = `versions/${randomUUID()}.pdf`;
  await deps.storage.put(AGREEMENTS_BUCKET, key, bytes);
  try {
    return await publishVersion(deps.db, caller, {
      ...input.agreement,
      body: "",
      textSha256: textSha256(bytes),
      document: { key, name: checked.name },
    });
  } catch (error) {
    await deps.storage.delete(AGREEMENTS_BUCKET, key);
    throw error;
  }
}
