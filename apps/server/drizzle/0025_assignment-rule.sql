CREATE TABLE "assignment_turns" (
	"user_type" text NOT NULL,
	"admin_id" uuid NOT NULL,
	"turn" integer NOT NULL,
	CONSTRAINT "assignment_turns_user_type_admin_id_pk" PRIMARY KEY("user_type","admin_id")
);
--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "assignment_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assignment_turns" ADD CONSTRAINT "assignment_turns_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;