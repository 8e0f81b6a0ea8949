-- UNLOGGED by hand (drizzle-kit has no word for it): docs/decisions/230.
CREATE UNLOGGED TABLE "public_call_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_call_counts_ends_idx" ON "public_call_counts" USING btree ("window_ends_at");