CREATE INDEX "cils_developer_search_idx" ON "cils" USING gin (search_text("developer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deals_developer_search_idx" ON "deals" USING gin (search_text("developer") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "forms_developer_search_idx" ON "forms" USING gin (search_text("developer") gin_trgm_ops);