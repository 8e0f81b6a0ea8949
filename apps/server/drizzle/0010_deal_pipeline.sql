CREATE TABLE "cils" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"developer" text NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"project_code" text NOT NULL,
	"sales_name" text NOT NULL,
	"sales_phone" text NOT NULL,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_phone_key" text NOT NULL,
	"admin" text,
	"contact" text,
	"decision_image_key" text,
	"decision_image_type" text
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"developer" text NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"project_code" text NOT NULL,
	"sales_name" text NOT NULL,
	"sales_phone" text NOT NULL,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"deal_value" numeric(14, 2) NOT NULL,
	"final_value" numeric(14, 2),
	"date" date
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"developer" text NOT NULL,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"project_code" text NOT NULL,
	"sales_name" text NOT NULL,
	"sales_phone" text NOT NULL,
	"image_key" text NOT NULL,
	"image_type" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_id" text NOT NULL,
	"deal_value" numeric(14, 2) NOT NULL,
	"final_value" numeric(14, 2),
	"date" date
);
--> statement-breakpoint
ALTER TABLE "earning_additions" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "cils" ADD CONSTRAINT "cils_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cils_queue_idx" ON "cils" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cils_user_idx" ON "cils" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cils_client_idx" ON "cils" USING btree ("client_phone_key",lower("developer"),"created_at");--> statement-breakpoint
CREATE INDEX "deals_queue_idx" ON "deals" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_user_idx" ON "deals" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_queue_idx" ON "forms" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_user_idx" ON "forms" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "earning_additions" ADD CONSTRAINT "earning_additions_reference_unique" UNIQUE("reference");