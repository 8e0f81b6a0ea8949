CREATE TABLE "developer_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deal_id" uuid NOT NULL,
	"developer_id" uuid NOT NULL,
	"expected" numeric(14, 2) NOT NULL,
	"invoice_number" text,
	"invoiced_on" date,
	"invoice_amount" numeric(14, 2),
	"received" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_on" date,
	"write_off_reason" text,
	"status" text DEFAULT 'not_invoiced' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" uuid,
	"accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developer_claims_deal_id_unique" UNIQUE("deal_id")
);
--> statement-breakpoint
CREATE TABLE "developers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"contact_person" text,
	"phone" text,
	"email" text,
	"protection_days" integer,
	"commission" numeric(4, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "developers_protection_days_range" CHECK ("developers"."protection_days" between 1 and 3650),
	CONSTRAINT "developers_commission_range" CHECK ("developers"."commission" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "developer_id" uuid;--> statement-breakpoint
ALTER TABLE "developer_claims" ADD CONSTRAINT "developer_claims_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_claims" ADD CONSTRAINT "developer_claims_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "developer_claims_developer_idx" ON "developer_claims" USING btree ("developer_id","status");--> statement-breakpoint
CREATE INDEX "developer_claims_accepted_idx" ON "developer_claims" USING btree ("accepted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "developers_name_en_key" ON "developers" USING btree (lower("name_en"));--> statement-breakpoint
CREATE INDEX "developers_created_at_idx" ON "developers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "developers_search_idx" ON "developers" USING gin (search_text("name_en" || chr(1) || "name_ar") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_developer_id_developers_id_fk" FOREIGN KEY ("developer_id") REFERENCES "public"."developers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "units_developer_id_idx" ON "units" USING btree ("developer_id");--> statement-breakpoint
-- Developers as records (docs/decisions/530): each developer name the projects typed becomes one
-- developer (names trimmed, inner spaces made one, case folded: " Palm  Hills" and "palm hills" are
-- one), named as its oldest project spelt it (an Arabic name preferred to none), and every project
-- points at it and takes its names. Safe to run twice: only projects without a developer are read.
INSERT INTO "developers" ("name_en", "name_ar", "created_at")
SELECT DISTINCT ON (lower(regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g')))
  regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g'),
  regexp_replace(btrim("dev_name_ar"), '\s+', ' ', 'g'),
  "created_at"
FROM "units"
WHERE "developer_id" IS NULL AND btrim("dev_name_en") <> ''
ORDER BY lower(regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g')), btrim("dev_name_ar") = '', "created_at", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "units" SET "developer_id" = "d"."id", "dev_name_en" = "d"."name_en", "dev_name_ar" = "d"."name_ar"
FROM "developers" AS "d"
WHERE "units"."developer_id" IS NULL AND btrim("units"."dev_name_en") <> ''
  AND lower(regexp_replace(btrim("units"."dev_name_en"), '\s+', ' ', 'g')) = lower("d"."name_en");
