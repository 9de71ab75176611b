ALTER TABLE "payouts" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payouts" SET "line_count" = (SELECT count(*) FROM "commission_lines" WHERE "commission_lines"."payout_id" = "payouts"."id");
