// The application form's documents (docs/product/applications.md#apply), in a module without zod: the public
// /apply page needs them without loading the contracts (decision 0032).
export const MAX_DOCUMENTS = 10;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What the form's file picker accepts; the server checks each file's real type by its content. */
export const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "jpg", "jpeg", "png"] as const;
