-- Developers as records (docs/decisions/530): each developer name the projects typed becomes one
-- developer (names trimmed, inner spaces made one, case folded: " Palm  Hills" and "palm hills" are
-- one), named as its oldest project spelt it (an Arabic name preferred to none), and every project
-- points at it and takes its names. Safe to run twice: only projects without a developer are read.
INSERT INTO "developers" ("name_en", "name_ar", "created_at")
SELECT DISTINCT ON (lower(regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g')))
  regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g'),
  regexp_replace(btrim("dev_name_ar"), '\s+', ' ', 'g'),
  "created_at"
FROM "units"
WHERE "developer_id" IS NULL AND btrim("dev_name_en") <> ''
ORDER BY lower(regexp_replace(btrim("dev_name_en"), '\s+', ' ', 'g')), btrim("dev_name_ar") = '', "created_at", "id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "units" SET "developer_id" = "d"."id", "dev_name_en" = "d"."name_en", "dev_name_ar" = "d"."name_ar"
FROM "developers" AS "d"
WHERE "units"."developer_id" IS NULL AND btrim("units"."dev_name_en") <> ''
  AND lower(regexp_replace(btrim("units"."dev_name_en"), '\s+', ' ', 'g')) = lower("d"."name_en");
