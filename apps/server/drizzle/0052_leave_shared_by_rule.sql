ALTER TABLE "users" ADD COLUMN "lent_to" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lent_to_admins_id_fk" FOREIGN KEY ("lent_to") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Members lent before this column: the admin who holds them now is the one they were lent to.
UPDATE "users" SET "lent_to" = "admin_id" WHERE "lent_from" IS NOT NULL;