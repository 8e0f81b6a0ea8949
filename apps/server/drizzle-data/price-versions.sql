-- Price lists with a history (docs/decisions/550): each filled project without a version gets its
-- first one, its types, areas, prices and payment plans as they are now, in force from the day it was
-- made (Cairo) since no older list is known. Safe to run twice: only projects without a version are read.
INSERT INTO "unit_price_versions" ("unit_id", "effective_from", "prices", "created_at")
SELECT "u"."id", ("u"."created_at" AT TIME ZONE 'Africa/Cairo')::date,
  jsonb_build_object(
    'payment_plans', COALESCE((
      SELECT jsonb_agg(jsonb_build_object('down_payment', "p"."down_payment", 'years', "p"."years") ORDER BY "p"."position")
      FROM "unit_payment_plans" AS "p" WHERE "p"."unit_id" = "u"."id"), '[]'::jsonb),
    'types', COALESCE((
      SELECT jsonb_agg(jsonb_build_object(
        'name_en', "t"."name_en", 'name_ar', "t"."name_ar",
        'areas_and_prices', COALESCE((
          SELECT jsonb_agg(jsonb_build_object('price', "r"."price", 'area', "r"."area") ORDER BY "r"."position")
          FROM "unit_type_prices" AS "r" WHERE "r"."type_id" = "t"."id"), '[]'::jsonb)
      ) ORDER BY "t"."position")
      FROM "unit_types" AS "t" WHERE "t"."unit_id" = "u"."id"), '[]'::jsonb)
  ),
  "u"."created_at"
FROM "units" AS "u"
WHERE "u"."filled_at" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "unit_price_versions" AS "v" WHERE "v"."unit_id" = "u"."id");
