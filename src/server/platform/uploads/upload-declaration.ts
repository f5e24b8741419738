import type { RateLimitRule } from "../rate-limit";
import type { FileTypeName } from "../storage/file-types";

/**
 * What a procedure that takes files accepts, declared in its `meta.upload`: the upload middleware enforces the
 * counts and sizes while the body streams in, and the file intake checks each file's real type.
 */
export interface UploadDeclaration {
  /** The input field that holds the files, named in refusals so the form can show them beside it. */
  filesField: string;
  maxFiles: number;
  /** The largest file accepted at all; `maxBytesFor` may allow less by the file's name. */
  maxFileBytes: number;
  /** The largest file accepted under this name (e.g. videos larger than documents); maxFileBytes otherwise. */
  maxBytesFor?: (fileName: string) => number;
  /** The status a file over its limit is refused with: 400 (a bad form field) unless the procedure says 413. */
  fileTooLargeStatus?: 400 | 413;
  /** Refuse a file whose name's extension is not one of its real type's, instead of renaming it. */
  nameMustMatchType?: boolean;
  /** Real types accepted, judged by content. */
  accept: readonly FileTypeName[];
  /** The accepted types as a person reads them, e.g. "a PDF or PNG image". */
  acceptedTypesText: string;
  /** The procedure's per-address limit: an address already over it is refused before its body is read. */
  addressLimit?: { action: string; rule: RateLimitRule };
  /** Uploads one signed-in caller may start per window, each counted before its body is read. */
  callerLimit?: { action: string; rule: RateLimitRule };
}
