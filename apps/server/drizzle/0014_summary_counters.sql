CREATE TABLE "summary_counters" (
	"counter" text NOT NULL,
	"admin_id" uuid,
	"count" integer NOT NULL,
	CONSTRAINT "summary_counters_key" UNIQUE NULLS NOT DISTINCT("admin_id","counter")
);
--> statement-breakpoint
CREATE TABLE "summary_waiting_hours" (
	"queue" text NOT NULL,
	"admin_id" uuid,
	"hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "summary_waiting_hours_key" UNIQUE NULLS NOT DISTINCT("admin_id","queue","hour")
);
