CREATE TABLE "requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queue" text NOT NULL,
	"member_id" uuid,
	"status" text DEFAULT 'non_done' NOT NULL,
	"state_changed_at" timestamp with time zone,
	"state_changed_by" uuid,
	"phone" text,
	"message" text,
	"rate" integer,
	"unit_id" uuid,
	"name" text,
	"description" text,
	"location" text,
	"image" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "requests_states_of_queue" CHECK (("requests"."queue" = 'request_franchises') = ("requests"."status" in ('new', 'accepted', 'rejected'))),
	CONSTRAINT "requests_member_of_queue" CHECK (("requests"."queue" = 'request_franchises') = ("requests"."member_id" is null)),
	CONSTRAINT "requests_rate" CHECK ("requests"."rate" is null or "requests"."rate" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "request_target_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "requests_list_idx" ON "requests" USING btree ("queue","status","created_at");--> statement-breakpoint
CREATE INDEX "requests_member_idx" ON "requests" USING btree ("member_id","created_at");