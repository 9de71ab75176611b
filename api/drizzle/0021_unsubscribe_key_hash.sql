ALTER TABLE "newsletter_subscribers" ADD COLUMN "unsubscribe_key_hash" text;--> statement-breakpoint
-- Links already sent keep working: their key's hash is what is looked up from now on (hashToken is hex SHA-256).
UPDATE "newsletter_subscribers" SET "unsubscribe_key_hash" = encode(sha256(convert_to("unsubscribe_key", 'UTF8')), 'hex');
