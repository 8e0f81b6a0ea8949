CREATE INDEX "cils_client_list_idx" ON "cils" USING btree ("status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "cils_owner_client_list_idx" ON "cils" USING btree ("owner_id","status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "deals_client_list_idx" ON "deals" USING btree ("status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "deals_owner_client_list_idx" ON "deals" USING btree ("owner_id","status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "forms_client_list_idx" ON "forms" USING btree ("status",lower("client_name"),"id");--> statement-breakpoint
CREATE INDEX "forms_owner_client_list_idx" ON "forms" USING btree ("owner_id","status",lower("client_name"),"id");