CREATE TYPE "public"."partner_member_role" AS ENUM('partner_admin', 'sales_rep');--> statement-breakpoint
CREATE TABLE "partner_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"role" "partner_member_role" NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_members_partner_id_created_at_idx" ON "partner_members" USING btree ("partner_id","created_at","user_id");--> statement-breakpoint
-- Every partner contact with an account becomes a partner admin of their partner, so nothing they see changes.
-- An e-mail may hold several partner rows (a rejected company may apply again): a person belongs to one, the most
-- current, as sign-in has always chosen it (active, then pending, then suspended, then rejected; newest first).
INSERT INTO "partner_members" ("user_id", "partner_id", "role")
SELECT DISTINCT ON (u."id") u."id", p."id", 'partner_admin'
FROM "partners" p
JOIN "user" u ON lower(u."email") = lower(p."contact_email")
JOIN "user_roles" r ON r."user_id" = u."id" AND r."role" = 'partner'
ORDER BY u."id",
  CASE p."status" WHEN 'active' THEN 0 WHEN 'pending' THEN 1 WHEN 'suspended' THEN 2 ELSE 3 END,
  p."created_at" DESC;
