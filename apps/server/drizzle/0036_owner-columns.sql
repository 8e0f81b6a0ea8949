CREATE TABLE "summary_tab_counters" (
	"queue" text NOT NULL,
	"state" text NOT NULL,
	"admin_id" uuid,
	"count" integer NOT NULL,
	CONSTRAINT "summary_tab_counters_key" UNIQUE NULLS NOT DISTINCT("queue","state","admin_id")
);
--> statement-breakpoint
ALTER TABLE "cils" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
CREATE INDEX "cils_owner_todo_idx" ON "cils" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cils_owner_done_idx" ON "cils" USING btree ("owner_id","status","state_changed_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "deals_owner_todo_idx" ON "deals" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_owner_done_idx" ON "deals" USING btree ("owner_id","status","state_changed_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "forms_owner_todo_idx" ON "forms" USING btree ("owner_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_owner_done_idx" ON "forms" USING btree ("owner_id","status","state_changed_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "requests_owner_todo_idx" ON "requests" USING btree ("owner_id","queue","status","created_at","id");--> statement-breakpoint
CREATE INDEX "requests_owner_done_idx" ON "requests" USING btree ("owner_id","queue","status","state_changed_at" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);