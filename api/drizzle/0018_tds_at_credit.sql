CREATE TABLE "tds_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"credited_on" date NOT NULL,
	"financial_year" integer NOT NULL,
	"credited_paise" bigint NOT NULL,
	"taxed_base_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"tds_section" text,
	"tds_basis_points" integer NOT NULL,
	"rule_from" date,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_lines" ADD COLUMN "tds_deduction_id" integer;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "pan_status" text DEFAULT 'unchecked' NOT NULL;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "pan_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "pan_checked_by_id" integer;--> statement-breakpoint
ALTER TABLE "tds_deductions" ADD CONSTRAINT "tds_deductions_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tds_deductions" ADD CONSTRAINT "tds_deductions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tds_deductions_executive_year_idx" ON "tds_deductions" USING btree ("executive_id","financial_year");--> statement-breakpoint
CREATE INDEX "tds_deductions_payout_idx" ON "tds_deductions" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_tds_deduction_id_tds_deductions_id_fk" FOREIGN KEY ("tds_deduction_id") REFERENCES "public"."tds_deductions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_pan_checked_by_id_staff_members_id_fk" FOREIGN KEY ("pan_checked_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Payouts made before deductions were entries: one entry each, as it was worked out then, and its lines.
INSERT INTO "tds_deductions" ("executive_id", "credited_on", "financial_year", "credited_paise", "taxed_base_paise",
    "tds_paise", "tds_section", "tds_basis_points", "payout_id", "created_at")
  SELECT "executive_id", "payout_on", "financial_year", "gross_paise", "taxed_base_paise", "tds_paise", "tds_section",
    "tds_basis_points", "id", "created_at"
  FROM "payouts" ORDER BY "id";--> statement-breakpoint
UPDATE "commission_lines" AS cl SET "tds_deduction_id" = d."id"
  FROM "tds_deductions" AS d WHERE d."payout_id" = cl."payout_id";
