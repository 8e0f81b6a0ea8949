ALTER TABLE "admins" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language_check" CHECK ("admins"."language" in ('en', 'ar'));