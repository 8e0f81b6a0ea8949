DROP INDEX "cils_queue_idx";--> statement-breakpoint
DROP INDEX "deals_queue_idx";--> statement-breakpoint
DROP INDEX "forms_queue_idx";--> statement-breakpoint
DROP INDEX "requests_list_idx";--> statement-breakpoint
CREATE INDEX "cils_queue_idx" ON "cils" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deals_queue_idx" ON "deals" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "forms_queue_idx" ON "forms" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "requests_list_idx" ON "requests" USING btree ("queue","status","created_at","id");