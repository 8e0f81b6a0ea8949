CREATE TABLE "developer_sheet_mappings" (
	"developer_id" uuid PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_price_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"headers" text[] NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_price_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"prices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "developer_sheet_mappings" ADD CONSTRAINT "developer_sheet_mappings_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_imports" ADD CONSTRAINT "unit_price_imports_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "unit_price_imports" ADD CONSTRAINT "unit_price_imports_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_price_versions" ADD CONSTRAINT "unit_price_versions_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "unit_price_imports_unit_idx" ON "unit_price_imports" USING btree ("unit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unit_price_versions_unit_idx" ON "unit_price_versions" USING btree ("unit_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Price lists with a history (docs/decisions/550): each filled project without a version gets its
-- first one, its types, areas, prices and payment plans as they are now, in force from the day it was
-- made (Cairo) since no older list is known. Safe to run twice: only projects without a version are read.
INSERT INTO "unit_price_versions" ("unit_id", "effective_from", "prices", "created_at")
SELECT "u"."id", ("u"."created_at" AT TIME ZONE 'Africa/Cairo')::date,
  jsonb_build_object(
    'payment_plans', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('down_payment', "p"."down_payment", 'years', "p"."years") ORDER BY "p"."position")
      FROM "unit_payment_plans" AS "p" WHERE "p"."unit_id" = "u"."id"), '[]'::jsonb),
    'types', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'name_en', "t"."name_en", 'name_ar', "t"."name_ar",
        'areas_and_prices', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('price', "r"."price", 'area', "r"."area") ORDER BY "r"."position")
          FROM "unit_type_prices" AS "r" WHERE "r"."type_id" = "t"."id"), '[]'::jsonb)
      ) ORDER BY "t"."position")
      FROM "unit_types" AS "t" WHERE "t"."unit_id" = "u"."id"), '[]'::jsonb)
  ),
  "u"."created_at"
FROM "units" AS "u"
WHERE "u"."filled_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "unit_price_versions" AS "v" WHERE "v"."unit_id" = "u"."id");
