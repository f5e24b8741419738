import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { resourceContentType } from "./enums";

export const partnerResources = pgTable(
  "partner_resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    /** Storage key in the "resources" bucket; the file is served only through an authorised endpoint. */
    fileKey: text("file_key").notNull(),
    /** MIME type of the uploaded file, judged by its content. */
    fileType: text("file_type"),
    /** The sender's file name with the extension of its real type; downloads carry it. */
    fileName: text("file_name").notNull(),
    /** Bytes; a download's Range is resolved against it. */
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    contentType: resourceContentType("content_type").default("pdf").notNull(),
    isPublic: boolean("is_public").default(true).notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_resources_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("partner_resources_content_type_idx").on(t.contentType),
    // Partners see public resources only, newest first.
    index("partner_resources_public_created_at_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    // Case-insensitive substring search over the title (ILIKE '%term%').
    index("partner_resources_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    check("partner_resources_file_size_non_negative", sql`${t.fileSize} >= 0`),
  ],
);
