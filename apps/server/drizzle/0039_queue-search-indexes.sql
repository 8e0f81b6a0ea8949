CREATE INDEX "cils_client_name_search_idx" ON "cils" USING gin (search_text("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cils_client_phone_trgm_idx" ON "cils" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cils_project_search_idx" ON "cils" USING gin (search_text("project_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_client_name_search_idx" ON "deals" USING gin (search_text("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_client_phone_trgm_idx" ON "deals" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_project_search_idx" ON "deals" USING gin (search_text("project_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_client_name_search_idx" ON "forms" USING gin (search_text("client_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_client_phone_trgm_idx" ON "forms" USING gin ("client_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_project_search_idx" ON "forms" USING gin (search_text("project_code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_phone_trgm_idx" ON "requests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_message_search_idx" ON "requests" USING gin (search_text("message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "requests_name_search_idx" ON "requests" USING gin (search_text(("details" ->> 'name')) gin_trgm_ops);