ALTER TABLE "system_settings" ADD COLUMN "require_company_sign_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "system_settings" ADD COLUMN "break_glass_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "via_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_break_glass_admin_id_admins_id_fk" FOREIGN KEY ("break_glass_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;