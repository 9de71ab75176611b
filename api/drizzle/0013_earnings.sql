CREATE TABLE "commission_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"level" integer NOT NULL,
	"basis_points" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_by_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"direct_basis_points" integer NOT NULL,
	"override_basis_points" integer[] NOT NULL,
	"note" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plans_effective_from_unique" UNIQUE("effective_from")
);
--> statement-breakpoint
CREATE TABLE "executive_bank_accounts" (
	"executive_id" integer PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"account_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executive_email_choices" (
	"executive_id" integer PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executive_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"staff_id" integer,
	"text" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executive_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"created_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_month_unique" UNIQUE("month")
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"executive_id" integer NOT NULL,
	"payout_on" date NOT NULL,
	"financial_year" integer NOT NULL,
	"gross_paise" bigint NOT NULL,
	"taxed_base_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"tds_section" text,
	"tds_basis_points" integer NOT NULL,
	"account_holder" text NOT NULL,
	"account_encrypted" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"utr" text,
	"paid_at" timestamp with time zone,
	"paid_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_utr_unique" UNIQUE("utr")
);
--> statement-breakpoint
CREATE TABLE "project_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"received_on" date NOT NULL,
	"mode" text,
	"bank_reference" text,
	"reversal_of_id" integer,
	"reversal_kind" text,
	"reason" text,
	"recorded_by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_payment_id_project_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."project_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_plan_id_commission_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."commission_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_status_changed_by_id_staff_members_id_fk" FOREIGN KEY ("status_changed_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_created_by_id_staff_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_bank_accounts" ADD CONSTRAINT "executive_bank_accounts_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_email_choices" ADD CONSTRAINT "executive_email_choices_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_messages" ADD CONSTRAINT "executive_messages_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_messages" ADD CONSTRAINT "executive_messages_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_notifications" ADD CONSTRAINT "executive_notifications_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_id_staff_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_paid_by_id_staff_members_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_reversal_of_id_project_payments_id_fk" FOREIGN KEY ("reversal_of_id") REFERENCES "public"."project_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_recorded_by_id_staff_members_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."staff_members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_lines_payment_executive_level_idx" ON "commission_lines" USING btree ("payment_id","executive_id","level");--> statement-breakpoint
CREATE INDEX "commission_lines_executive_created_idx" ON "commission_lines" USING btree ("executive_id","created_at","id");--> statement-breakpoint
CREATE INDEX "commission_lines_status_created_idx" ON "commission_lines" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "commission_lines_payout_idx" ON "commission_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "executive_messages_executive_idx" ON "executive_messages" USING btree ("executive_id","id");--> statement-breakpoint
CREATE INDEX "executive_notifications_executive_idx" ON "executive_notifications" USING btree ("executive_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_batch_executive_idx" ON "payouts" USING btree ("batch_id","executive_id");--> statement-breakpoint
CREATE INDEX "payouts_executive_year_idx" ON "payouts" USING btree ("executive_id","financial_year");--> statement-breakpoint
CREATE INDEX "project_payments_project_idx" ON "project_payments" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "project_payments_reversal_of_idx" ON "project_payments" USING btree ("reversal_of_id");--> statement-breakpoint
CREATE FUNCTION "project_payments_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'project_payments is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "project_payments_no_update_or_delete" BEFORE UPDATE OR DELETE ON "project_payments"
  FOR EACH ROW EXECUTE FUNCTION "project_payments_append_only"();--> statement-breakpoint
CREATE TRIGGER "project_payments_no_truncate" BEFORE TRUNCATE ON "project_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "project_payments_append_only"();--> statement-breakpoint
ALTER TABLE "project_payments" ADD CONSTRAINT "project_payments_amount_sign" CHECK (
  ("reversal_of_id" IS NULL AND "amount_paise" > 0 AND "reversal_kind" IS NULL)
  OR ("reversal_of_id" IS NOT NULL AND "amount_paise" < 0 AND "reversal_kind" IS NOT NULL AND "reason" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_amounts" CHECK (
  "gross_paise" > 0 AND "tds_paise" >= 0 AND "net_paise" = "gross_paise" - "tds_paise"
);
