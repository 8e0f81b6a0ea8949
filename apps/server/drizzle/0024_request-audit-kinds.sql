-- Each request queue is audited under its own name (docs/decisions/260), where all six were
-- `request`. Entries of a request that still exists take its queue; a removal names its queue in
-- `before`, and the earlier moves of a removed request take the removal's; a franchise request's
-- states are its queue's alone. What is left (requests deleted with their member) keeps `request`,
-- which the filter still offers as a retired kind.
UPDATE "audit_entries" SET "kind" = "requests"."queue"
  FROM "requests"
  WHERE "audit_entries"."kind" = 'request' AND "audit_entries"."item_id" = "requests"."id"::text;--> statement-breakpoint
UPDATE "audit_entries" SET "kind" = "before"->>'queue'
  WHERE "kind" = 'request' AND "action" = 'remove'
    AND "before"->>'queue' IN ('request_franchises', 'property_consultant', 'contact_sales', 'request_media', 'request_organic_leads', 'feedback');--> statement-breakpoint
UPDATE "audit_entries" SET "kind" = "removal"."kind"
  FROM "audit_entries" AS "removal"
  WHERE "audit_entries"."kind" = 'request' AND "removal"."action" = 'remove'
    AND "removal"."item_id" = "audit_entries"."item_id" AND "removal"."kind" IN ('request_franchises', 'property_consultant', 'contact_sales', 'request_media', 'request_organic_leads', 'feedback');--> statement-breakpoint
UPDATE "audit_entries" SET "kind" = 'request_franchises'
  WHERE "kind" = 'request' AND "after"->>'status' IN ('new', 'accepted', 'rejected');
