ALTER TABLE "newsletter_subscribers" DROP CONSTRAINT "newsletter_subscribers_unsubscribe_key_unique";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "unsubscribe_key_hash" SET DEFAULT replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ALTER COLUMN "unsubscribe_key_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" DROP COLUMN "unsubscribe_key";--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_unsubscribe_key_hash_unique" UNIQUE("unsubscribe_key_hash");