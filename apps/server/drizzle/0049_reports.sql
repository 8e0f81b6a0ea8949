CREATE INDEX "cils_moved_idx" ON "cils" USING btree ("status","state_changed_at");--> statement-breakpoint
CREATE INDEX "deals_moved_idx" ON "deals" USING btree ("status","state_changed_at");