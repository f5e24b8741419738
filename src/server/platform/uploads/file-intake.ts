import { formatSizeLimit } from "#shared/format";
import { AppError } from "../app-error";
import { nameFitsType, nameForType, safeFileName, storableFileName } from "../storage/file-names";
import type { Bucket, FileStorage } from "../storage/file-storage";
import { detectFileType, type KnownFileType } from "../storage/file-types";
import type { UploadDeclaration } from "./upload-declaration";

export interface CheckedFile {
  file: File;
  /** The sender's name with the extension of the file's real type. */
  name: string;
  type: KnownFileType;
}

/** A stored file as rows reference it: by storage key, never by URL. */
export interface StoredFile {
  name: string;
  key: string;
  type: string;
  size: number;
}

/**
 * Checks each file's size and its real type by content (reading only its first bytes) against the procedure's
 * declaration; the first bad one refuses the lot.
 */
export async function checkFiles(files: File[], declaration: UploadDeclaration): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const limit = Math.min(declaration.maxBytesFor?.(file.name) ?? Infinity, declaration.maxFileBytes);
    if (file.size > limit) {
      throw new AppError(
        declaration.fileTooLargeStatus === 413 ? "too_large" : "bad_request",
        `"${file.name}" is larger than ${formatSizeLimit(limit)}. Please attach a smaller file.`,
        { field: declaration.filesField },
      );
    }
    const type = await detectFileType(file, declaration.accept);
    if (!type) {
      throw new AppError(
        "bad_request",
        `"${file.name}" is not ${declaration.acceptedTypesText}. Please attach one of those.`,
        { field: declaration.filesField },
      );
    }
    if (declaration.nameMustMatchType && !nameFitsType(file.name, type)) {
      throw new AppError(
        "bad_request",
        `"${file.name}" does not hold what its name says: its content is a ${type.label}. Please check the file and its name.`,
        { field: declaration.filesField },
      );
    }
    checked.push({ file, name: nameForType(storableFileName(file.name), type), type });
  }
  return checked;
}

/** Storage keys {prefix}/{timestamp}-{safe name}; a name repeated within one upload gets a counter. */
function storageKeys(prefix: string, files: CheckedFile[], timestamp: number): string[] {
  const used = new Set<string>();
  return files.map((checked) => {
    const safe = safeFileName(checked.name);
    let key = `${prefix}/${timestamp}-${safe}`;
    for (let n = 2; used.has(key); n++) key = `${prefix}/${timestamp}-${n}-${safe}`;
    used.add(key);
    return key;
  });
}

/**
 * Streams checked files into a bucket under the prefix. When the rows that reference them are not written after
 * all, `discard` removes them again, so no orphan file stays behind; a failure halfway removes what was stored.
 */
export async function storeFiles(
  storage: FileStorage,
  target: { bucket: Bucket; prefix: string; timestamp: number },
  files: CheckedFile[],
): Promise<{ files: StoredFile[]; discard: () => Promise<void> }> {
  const keys = storageKeys(target.prefix, files, target.timestamp);
  const stored: string[] = [];
  const discard = async () => {
    await Promise.all(stored.map((key) => storage.delete(target.bucket, key).catch(() => {})));
  };
  try {
    for (const [index, checked] of files.entries()) {
      const key = keys[index] as string;
      await storage.put(target.bucket, key, checked.file);
      stored.push(key);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    files: files.map((checked, index) => ({
      name: checked.name,
      key: keys[index] as string,
      type: checked.type.mime,
      size: checked.file.size,
    })),
    discard,
  };
}
