ALTER TABLE "commission_lines" ADD COLUMN "approved_by_id" integer;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD COLUMN "reverses_line_id" integer;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD COLUMN "claw_back" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_approved_by_id_staff_members_id_fk" FOREIGN KEY ("approved_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_reverses_line_id_commission_lines_id_fk" FOREIGN KEY ("reverses_line_id") REFERENCES "public"."commission_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_lines_reverses_idx" ON "commission_lines" USING btree ("reverses_line_id");--> statement-breakpoint
-- Lines approved before this migration: their approver is whoever moved them last. (Paid ones were
-- moved since by whoever recorded the UTR, so their approver is only in the audit log.)
UPDATE "commission_lines" SET "approved_by_id" = "status_changed_by_id" WHERE "status" = 'approved';
