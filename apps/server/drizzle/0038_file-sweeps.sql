CREATE TABLE "file_sweeps" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"judged_before" timestamp with time zone NOT NULL,
	"swept_at" timestamp with time zone NOT NULL,
	CONSTRAINT "file_sweeps_single_row" CHECK ("file_sweeps"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "notifications_image_idx" ON "notifications" USING btree ("image_key") WHERE "notifications"."image_key" is not null;