-- The owners of a webhook endpoint are told when it starts failing (docs/product/notifications.md). The migrator
-- runs pending migrations in one transaction, where PostgreSQL lets a value be added to an enum but not used
-- before commit: no later statement of the same run may write this kind.
ALTER TYPE "public"."notification_kind" ADD VALUE 'webhook_endpoint_failing';
