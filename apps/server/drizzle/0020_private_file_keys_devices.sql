CREATE TABLE "sign_in_devices" (
	"token_hash" text NOT NULL,
	"account" text NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_devices_token_hash_account_pk" PRIMARY KEY("token_hash","account")
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_devices_used_idx" ON "sign_in_devices" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "cils_image_idx" ON "cils" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "cils_decision_image_idx" ON "cils" USING btree ("decision_image_key") WHERE "cils"."decision_image_key" is not null;--> statement-breakpoint
CREATE INDEX "deals_image_idx" ON "deals" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "forms_image_idx" ON "forms" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "requests_image_idx" ON "requests" USING btree ("image") WHERE "requests"."image" is not null;