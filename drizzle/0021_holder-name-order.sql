-- User Management lists a role's holders A to Z by name, then e-mail. Walking every profile in that order and
-- testing each for the role read ten profiles per holder of a role one in ten people hold, so a deep page cost in
-- proportion to its depth times the people without the role. Each role row now carries its holder's sort keys,
-- and one index walks a role's holders in list order. The keys follow the profile: set when a role is given,
-- and rewritten when the profile's name or e-mail changes (or when the profile is written after the role).
ALTER TABLE "user_roles" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "user_roles" ADD COLUMN "email_key" text;--> statement-breakpoint
-- FOR SHARE: a rename in flight is waited for and its new name taken; a rename after it waits for this row, then
-- finds it. Without it a role given while its holder is renamed could keep the old name.
CREATE FUNCTION "user_roles_take_holder_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower("full_name"), lower("email") INTO NEW."name_key", NEW."email_key"
  FROM "profiles" WHERE "user_id" = NEW."user_id" FOR SHARE;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_roles_holder_keys" BEFORE INSERT OR UPDATE OF "user_id" ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "user_roles_take_holder_keys"();--> statement-breakpoint
CREATE FUNCTION "profiles_give_holder_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_roles" SET "name_key" = lower(NEW."full_name"), "email_key" = lower(NEW."email")
  WHERE "user_id" = NEW."user_id"
    AND ("name_key", "email_key") IS DISTINCT FROM (lower(NEW."full_name"), lower(NEW."email"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_holder_keys_insert" AFTER INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_give_holder_keys"();--> statement-breakpoint
CREATE TRIGGER "profiles_holder_keys_update" AFTER UPDATE OF "full_name", "email" ON "profiles"
  FOR EACH ROW
  WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "profiles_give_holder_keys"();--> statement-breakpoint
UPDATE "user_roles" SET "name_key" = lower("profiles"."full_name"), "email_key" = lower("profiles"."email")
FROM "profiles" WHERE "profiles"."user_id" = "user_roles"."user_id";--> statement-breakpoint
CREATE INDEX "user_roles_role_name_order_idx" ON "user_roles" USING btree ("role","name_key","email_key","user_id");--> statement-breakpoint
DROP INDEX "user_roles_role_user_id_idx";
