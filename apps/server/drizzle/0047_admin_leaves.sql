CREATE TABLE "admin_leaves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"lend_to" uuid,
	"state" text DEFAULT 'planned' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_leaves_state_check" CHECK ("admin_leaves"."state" in ('planned', 'started', 'ended')),
	CONSTRAINT "admin_leaves_days_check" CHECK ("admin_leaves"."ends_on" >= "admin_leaves"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lent_from" uuid;--> statement-breakpoint
ALTER TABLE "admin_leaves" ADD CONSTRAINT "admin_leaves_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_leaves" ADD CONSTRAINT "admin_leaves_lend_to_admins_id_fk" FOREIGN KEY ("lend_to") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_leaves_admin_idx" ON "admin_leaves" USING btree ("admin_id","state");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_lent_from_admins_id_fk" FOREIGN KEY ("lent_from") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_lent_from_idx" ON "users" USING btree ("lent_from") WHERE "users"."lent_from" is not null;