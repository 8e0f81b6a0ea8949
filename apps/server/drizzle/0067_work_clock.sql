CREATE TABLE "work_clock" (
	"day" date PRIMARY KEY NOT NULL,
	"opens" bigint NOT NULL,
	"length" bigint NOT NULL,
	"before" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_clock_kept" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "work_clock_kept_single_row" CHECK ("work_clock_kept"."id" = 1)
);
