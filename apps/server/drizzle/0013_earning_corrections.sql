ALTER TABLE "earning_additions" DROP CONSTRAINT "earning_additions_amount_check";--> statement-breakpoint
ALTER TABLE "earning_additions" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "earning_additions" ADD CONSTRAINT "earning_additions_amount_check" CHECK ("earning_additions"."amount" > 0 or ("earning_additions"."amount" < 0 and "earning_additions"."reason" is not null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_earnings_check" CHECK ("users"."earnings" >= 0);