CREATE TABLE "report_daily" (
	"day" date NOT NULL,
	"measure" text NOT NULL,
	"admin_id" uuid,
	"project" text NOT NULL,
	"developer" text NOT NULL,
	"member_id" uuid,
	"detail" text NOT NULL,
	"count" integer NOT NULL,
	"valued" integer NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"commission" numeric(18, 2) NOT NULL,
	CONSTRAINT "report_daily_key" UNIQUE NULLS NOT DISTINCT("measure","day","admin_id","project","developer","member_id","detail")
);
