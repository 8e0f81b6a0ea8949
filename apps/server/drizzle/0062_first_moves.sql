ALTER TABLE "cils" ADD COLUMN "first_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cils" ADD COLUMN "first_mover_id" uuid;--> statement-breakpoint
ALTER TABLE "cils" ADD COLUMN "first_mover_name" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "first_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "first_mover_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "first_mover_name" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "first_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "first_mover_id" uuid;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "first_mover_name" text;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "first_moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "first_mover_id" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "first_mover_name" text;--> statement-breakpoint
CREATE INDEX "cils_filed_idx" ON "cils" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cils_owner_filed_idx" ON "cils" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "deals_filed_idx" ON "deals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deals_owner_filed_idx" ON "deals" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "forms_filed_idx" ON "forms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "forms_owner_filed_idx" ON "forms" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_filed_idx" ON "requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "requests_owner_filed_idx" ON "requests" USING btree ("owner_id","created_at");--> statement-breakpoint
-- Each item's first move as its first audit entry by an admin has it (docs/decisions/512).
UPDATE "forms" AS f SET "first_moved_at" = a."at", "first_mover_id" = a."admin_id", "first_mover_name" = a."admin_name"
  FROM (SELECT DISTINCT ON ("item_id") "item_id", "at", "admin_id", "admin_name" FROM "audit_entries"
         WHERE "kind" = 'form' AND "admin_id" IS NOT NULL ORDER BY "item_id", "at") AS a
 WHERE a."item_id" = f."id"::text;--> statement-breakpoint
UPDATE "deals" AS f SET "first_moved_at" = a."at", "first_mover_id" = a."admin_id", "first_mover_name" = a."admin_name"
  FROM (SELECT DISTINCT ON ("item_id") "item_id", "at", "admin_id", "admin_name" FROM "audit_entries"
         WHERE "kind" = 'deal' AND "admin_id" IS NOT NULL ORDER BY "item_id", "at") AS a
 WHERE a."item_id" = f."id"::text;--> statement-breakpoint
UPDATE "cils" AS f SET "first_moved_at" = a."at", "first_mover_id" = a."admin_id", "first_mover_name" = a."admin_name"
  FROM (SELECT DISTINCT ON ("item_id") "item_id", "at", "admin_id", "admin_name" FROM "audit_entries"
         WHERE "kind" = 'cil' AND "admin_id" IS NOT NULL ORDER BY "item_id", "at") AS a
 WHERE a."item_id" = f."id"::text;--> statement-breakpoint
UPDATE "requests" AS r SET "first_moved_at" = a."at", "first_mover_id" = a."admin_id", "first_mover_name" = a."admin_name"
  FROM (SELECT DISTINCT ON ("kind", "item_id") "kind", "item_id", "at", "admin_id", "admin_name" FROM "audit_entries"
         WHERE "admin_id" IS NOT NULL ORDER BY "kind", "item_id", "at") AS a
 WHERE a."kind" = r."queue" AND a."item_id" = r."id"::text;
