import { z } from "zod";
import { RESOURCE_CONTENT_TYPES } from "../enums";
import { uuid } from "./ids";
import { pageInput, pageOf } from "./paging";
import { optionalText, requiredText, storableString } from "./text";

export const MiB = 1024 * 1024;
/** Videos may be large; every other resource file is a document or a deck. */
export const MAX_VIDEO_RESOURCE_BYTES = 500 * MiB;
export const MAX_RESOURCE_BYTES = 50 * MiB;
/**
 * What the upload dialog accepts (docs/product/resources.md#upload); the server checks each file's real type
 * by its content.
 */
export const RESOURCE_EXTENSIONS = ["pdf", "ppt", "pptx", "doc", "docx", "mp4", "mov", "avi"] as const;
export const VIDEO_RESOURCE_EXTENSIONS = ["mp4", "mov", "avi"] as const;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : "";
};

/** The largest file accepted under this name: videos up to 500 MB, anything else up to 50 MB. */
export function maxResourceBytes(fileName: string): number {
  return (VIDEO_RESOURCE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName))
    ? MAX_VIDEO_RESOURCE_BYTES
    : MAX_RESOURCE_BYTES;
}

/** Whether the name ends in an extension the library accepts. */
export const isResourceFileName = (fileName: string) =>
  (RESOURCE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));

export const resourceContentTypeSchema = z.enum(RESOURCE_CONTENT_TYPES, {
  error: "Please choose a content type: deck, video or pdf.",
});

/** Form values arrive as text in multipart bodies: "true"/"false" as well as booleans. */
const formBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean({ error: "Visibility must be true or false." }),
);

/**
 * The upload dialog's fields (docs/product/resources.md#upload): a title is required; pdf and public by
 * default.
 */
export const resourceFormSchema = z.object({
  title: requiredText("Title", 200),
  description: optionalText("Description", 2000),
  contentType: resourceContentTypeSchema.default("pdf"),
  isPublic: formBoolean.default(true),
});
export type ResourceFormValues = z.output<typeof resourceFormSchema>;

export const uploadResourceInput = z.object({
  resource: resourceFormSchema,
  file: z.file({ error: "Please select a file." }),
});

export const listResourcesInput = z
  .object({
    /** Matches the title only (docs/product/resources.md#search), ignoring case. */
    search: storableString("Search").trim().max(200).optional(),
    contentType: resourceContentTypeSchema.optional(),
    ...pageInput,
  })
  .meta({ examples: [{ search: "guide", contentType: "pdf", page: 1, pageSize: 12 }] });
export type ListResourcesInput = z.input<typeof listResourcesInput>;

export const resourceItem = z.object({
  id: uuid(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.enum(RESOURCE_CONTENT_TYPES),
  /** The file's real media type. */
  fileType: z.string().nullable(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number().int(),
  isPublic: z.boolean(),
  createdAt: z.date(),
});
export type ResourceItem = z.infer<typeof resourceItem>;

export const listResourcesOutput = pageOf(resourceItem);

export const resourceIdInput = z.object({ id: uuid({ error: "Please give a valid resource id." }) });

/** The file request: an HTTP Range header (video seeking) is honoured. */
export const downloadResourceInput = resourceIdInput;
