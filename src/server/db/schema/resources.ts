import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
    /** MIME type of the uploaded file. */
    fileType: text("file_type"),
    contentType: resourceContentType("content_type").default("pdf").notNull(),
    isPublic: boolean("is_public").default(true).notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_resources_created_at_idx").on(t.createdAt.desc().nullsFirst()),
    index("partner_resources_content_type_idx").on(t.contentType),
  ],
);
