CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "executive_documents" ALTER COLUMN "storage_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "executive_documents" ADD COLUMN "content" "bytea";--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "aadhar_index" text;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "pan_index" text;--> statement-breakpoint
CREATE INDEX "attempt_counters_resets_idx" ON "attempt_counters" USING btree ("resets_at");--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_aadhar_index_unique" UNIQUE("aadhar_index");--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_pan_index_unique" UNIQUE("pan_index");