CREATE TABLE "mail_choices" (
	"admin_id" uuid PRIMARY KEY NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"overdue_summary" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"event" text NOT NULL,
	"delivery" text NOT NULL,
	"language" text NOT NULL,
	"line" text NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"path" text NOT NULL,
	"once_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"digest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_once_key_unique" UNIQUE("once_key"),
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed', 'digested')),
	CONSTRAINT "mail_outbox_delivery_check" CHECK ("mail_outbox"."delivery" in ('now', 'digest'))
);
--> statement-breakpoint
ALTER TABLE "mail_choices" ADD CONSTRAINT "mail_choices_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."delivery" = 'now';--> statement-breakpoint
CREATE INDEX "mail_outbox_digest_idx" ON "mail_outbox" USING btree ("admin_id") WHERE "mail_outbox"."status" = 'pending' and "mail_outbox"."delivery" = 'digest';