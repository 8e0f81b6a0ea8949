CREATE INDEX "cils_developer_list_idx" ON "cils" USING btree ("developer","status");--> statement-breakpoint
CREATE INDEX "cils_owner_developer_idx" ON "cils" USING btree ("owner_id","status","developer");--> statement-breakpoint
CREATE INDEX "deals_developer_list_idx" ON "deals" USING btree ("developer","status");--> statement-breakpoint
CREATE INDEX "deals_owner_developer_idx" ON "deals" USING btree ("owner_id","status","developer");--> statement-breakpoint
CREATE INDEX "forms_developer_list_idx" ON "forms" USING btree ("developer","status");--> statement-breakpoint
CREATE INDEX "forms_owner_developer_idx" ON "forms" USING btree ("owner_id","status","developer");