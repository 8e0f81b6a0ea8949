ALTER TABLE "sign_in_devices" DROP CONSTRAINT "sign_in_devices_token_hash_account_pk";--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD PRIMARY KEY ("token_hash");