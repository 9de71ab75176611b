ALTER TABLE "client_infos" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "client_infos" ADD CONSTRAINT "client_infos_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en', 'te', 'hi', 'ta', 'kn', 'ml'));