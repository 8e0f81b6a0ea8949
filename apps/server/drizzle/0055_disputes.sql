ALTER TABLE "cils" ADD COLUMN "client_national_id" text;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "client_national_id" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "client_national_id" text;--> statement-breakpoint
CREATE INDEX "cils_client_national_id_idx" ON "cils" USING btree ("client_national_id") WHERE "cils"."client_national_id" is not null;