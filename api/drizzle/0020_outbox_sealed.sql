CREATE TABLE "outbox_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"seal_key_id" text NOT NULL,
	"seal_public_key" "bytea" NOT NULL,
	"cap_emails" integer NOT NULL,
	"cap_window_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "sealed_body" "bytea";--> statement-breakpoint
-- Emails already sent or given up keep no link's secret: hidden as the back office shows them.
-- (Pending ones are sealed at the next start, by an instance holding DATA_KEY, so they still work.)
UPDATE "email_outbox" SET
	"text_body" = regexp_replace("text_body", '(#[a-z]+=|[?&](key|token)=)[^\s"''<>&#]+', '\1[hidden]', 'gi'),
	"html_body" = regexp_replace("html_body", '(#[a-z]+=|[?&](key|token)=)[^\s"''<>&#]+', '\1[hidden]', 'gi'),
	"headers" = regexp_replace("headers", '(#[a-z]+=|[?&](key|token)=)[^\s"''<>&#]+', '\1[hidden]', 'gi')
WHERE "status" <> 'pending';
