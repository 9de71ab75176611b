CREATE TABLE "lead_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"executive_id" integer NOT NULL,
	"action" text NOT NULL,
	"note" text NOT NULL,
	"next_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_infos" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_lead_id_client_infos_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."client_infos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_follow_ups" ADD CONSTRAINT "lead_follow_ups_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_follow_ups_lead_idx" ON "lead_follow_ups" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "client_infos_follow_up_idx" ON "client_infos" USING btree ("executive_id","follow_up_on");--> statement-breakpoint
-- A lead's first follow-up is the appointment its form named (a validated YYYY-MM-DD, or empty).
UPDATE "client_infos" SET "follow_up_on" = "next_appointment_date"::date
  WHERE "next_appointment_date" ~ '^\d{4}-\d{2}-\d{2}$' AND "status" NOT IN ('won', 'lost');
