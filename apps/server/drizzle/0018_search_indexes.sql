DROP INDEX "units_project_name_trgm_idx";--> statement-breakpoint
DROP INDEX "units_dev_name_en_trgm_idx";--> statement-breakpoint
DROP INDEX "users_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text GENERATED ALWAYS AS (search_text("users"."name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "units_search_idx" ON "units" USING gin (search_text("project_name" || chr(1) || "dev_name_en" || chr(1) || "dev_name_ar" || chr(1) || "location_en") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING gin ("name_search" gin_trgm_ops);