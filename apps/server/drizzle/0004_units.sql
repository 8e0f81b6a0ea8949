CREATE TYPE "public"."lookup_kind" AS ENUM('location', 'type', 'finishing', 'delivery');--> statement-breakpoint
CREATE TABLE "unit_lookups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "lookup_kind" NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unit_payment_plans" (
	"unit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"down_payment" numeric(5, 2),
	"years" integer,
	CONSTRAINT "unit_payment_plans_unit_id_position_pk" PRIMARY KEY("unit_id","position")
);
--> statement-breakpoint
CREATE TABLE "unit_type_prices" (
	"type_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price" bigint,
	"area" numeric(12, 2),
	CONSTRAINT "unit_type_prices_type_id_position_pk" PRIMARY KEY("type_id","position")
);
--> statement-breakpoint
CREATE TABLE "unit_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"dev_name_en" text DEFAULT '' NOT NULL,
	"dev_name_ar" text DEFAULT '' NOT NULL,
	"location_en" text DEFAULT '' NOT NULL,
	"location_ar" text DEFAULT '' NOT NULL,
	"delivery_en" text DEFAULT '' NOT NULL,
	"delivery_ar" text DEFAULT '' NOT NULL,
	"finishing_en" text DEFAULT '' NOT NULL,
	"finishing_ar" text DEFAULT '' NOT NULL,
	"map_location" text DEFAULT '' NOT NULL,
	"commission" numeric(4, 2),
	"incentive" numeric(4, 2),
	"developer_discount" text DEFAULT '' NOT NULL,
	"sales_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"whatsapp_link" text DEFAULT '' NOT NULL,
	"new_launches" boolean DEFAULT false NOT NULL,
	"freebroker_discount" boolean DEFAULT false NOT NULL,
	"view" boolean DEFAULT false NOT NULL,
	"guest_link" boolean DEFAULT false NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"thumbnails" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo" text,
	"master_plan" text,
	"pdf" text,
	"file" text,
	"video_broker" text,
	"video_client" text,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"filled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_images_max" CHECK (cardinality("units"."images") <= 6),
	CONSTRAINT "units_commission_range" CHECK ("units"."commission" between 0 and 20),
	CONSTRAINT "units_incentive_range" CHECK ("units"."incentive" between 0 and 20)
);
--> statement-breakpoint
ALTER TABLE "unit_payment_plans" ADD CONSTRAINT "unit_payment_plans_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "unit_type_prices" ADD CONSTRAINT "unit_type_prices_type_id_unit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."unit_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_types" ADD CONSTRAINT "unit_types_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "unit_lookups_kind_idx" ON "unit_lookups" USING btree ("kind","position");--> statement-breakpoint
CREATE INDEX "unit_types_unit_id_idx" ON "unit_types" USING btree ("unit_id","position");--> statement-breakpoint
CREATE INDEX "units_created_at_idx" ON "units" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "units_project_name_trgm_idx" ON "units" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "units_dev_name_en_trgm_idx" ON "units" USING gin ("dev_name_en" gin_trgm_ops);