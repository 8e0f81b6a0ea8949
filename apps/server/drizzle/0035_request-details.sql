ALTER TABLE "requests" DROP CONSTRAINT "requests_rate";--> statement-breakpoint
ALTER TABLE "requests" DROP CONSTRAINT "requests_unit_id_units_id_fk";
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Written by hand into the generated migration (docs/decisions/380): each request's own fields move
-- into `details` by their names before their columns are dropped; a queue's fields it lacks are left out.
UPDATE "requests" SET "details" = jsonb_strip_nulls(jsonb_build_object('rate', "rate", 'unit_id', "unit_id"::text, 'name', "name", 'description', "description", 'location', "location"));--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "rate";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "unit_id";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "requests" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_rate" CHECK (("requests"."details" ->> 'rate') is null or ("requests"."details" ->> 'rate')::int between 1 and 5);