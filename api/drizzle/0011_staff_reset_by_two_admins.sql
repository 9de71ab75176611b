ALTER TABLE "staff_members" ADD COLUMN "reset_requested_by" integer;--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "reset_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_reset_requested_by_staff_members_id_fk" FOREIGN KEY ("reset_requested_by") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_type","target_id","created_at");