-- A device token is bound to the one account it was issued to (docs/decisions/092). Before, a browser's
-- token was added to every account that signed in on it; which account earned such a token cannot be
-- told, so its rows go: those browsers are unknown sources until their next sign-in, which gives each
-- account a token of its own.
DELETE FROM "sign_in_devices"
  WHERE "token_hash" IN (SELECT "token_hash" FROM "sign_in_devices" GROUP BY "token_hash" HAVING count(*) > 1);
