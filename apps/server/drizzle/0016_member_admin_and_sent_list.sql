ALTER TABLE "notifications" ADD COLUMN "audience_size" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("user_type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "notifications"."audience_size" is not null;--> statement-breakpoint
CREATE INDEX "notifications_text_trgm_idx" ON "notifications" USING gin (lower("text") gin_trgm_ops);