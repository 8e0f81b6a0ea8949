-- The single row of system settings exists from the start; the System tab only ever updates it.
INSERT INTO "system_settings" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
