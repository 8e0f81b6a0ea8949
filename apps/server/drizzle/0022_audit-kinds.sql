-- Form, deal and CIL moves were audited under their tables' names, which the audit screen's filter
-- never offered; they now carry the kinds the filter offers (docs/decisions/260).
UPDATE "audit_entries" SET "kind" = 'form' WHERE "kind" = 'forms';--> statement-breakpoint
UPDATE "audit_entries" SET "kind" = 'deal' WHERE "kind" = 'deals';--> statement-breakpoint
UPDATE "audit_entries" SET "kind" = 'cil' WHERE "kind" = 'cils';
