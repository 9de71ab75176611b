CREATE TABLE "interview_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"place" text,
	"link" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "key_sealed" "bytea";--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "key_issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "not_selected_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_invitations" ADD CONSTRAINT "interview_invitations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_invitations_application_idx" ON "interview_invitations" USING btree ("application_id","sent_at");--> statement-breakpoint
-- Links given before this migration were given when their application was last sent (applying again updated it).
UPDATE "job_applications" SET "key_issued_at" = "updated_at";--> statement-breakpoint
-- A candidate already sent the "not selected" message (its audit row says when) is not sent it again.
UPDATE "job_applications" SET "not_selected_sent_at" = (
  SELECT min("created_at") FROM "audit_log"
  WHERE "action" = 'application.not-selected' AND "target_type" = 'application'
    AND "target_id" = "job_applications"."id"::text
);
