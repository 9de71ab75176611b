CREATE TABLE "commission_totals" (
	"executive_id" integer NOT NULL,
	"month" text NOT NULL,
	"basis" text NOT NULL,
	"status" text NOT NULL,
	"level" integer NOT NULL,
	"positive" boolean NOT NULL,
	"amount_paise" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "commission_totals_executive_id_month_basis_status_level_positive_pk" PRIMARY KEY("executive_id","month","basis","status","level","positive")
);
--> statement-breakpoint
ALTER TABLE "commission_totals" ADD CONSTRAINT "commission_totals_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_lines_declined_idx" ON "commission_lines" USING btree ("executive_id","status_changed_at") WHERE "commission_lines"."status" = 'declined';--> statement-breakpoint
-- The India month (UTC+05:30, no daylight saving) of an instant, as the API names months.
CREATE FUNCTION "india_month"(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char((at AT TIME ZONE 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM')
$$;--> statement-breakpoint
CREATE FUNCTION "commission_totals_add"(executive int, month text, basis text, status text, level int,
  positive boolean, amount bigint, lines int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "commission_totals" AS t ("executive_id", "month", "basis", "status", "level", "positive", "amount_paise", "line_count")
  VALUES (executive, month, basis, status, level, positive, amount, lines)
  ON CONFLICT ("executive_id", "month", "basis", "status", "level", "positive")
  DO UPDATE SET "amount_paise" = t."amount_paise" + excluded."amount_paise", "line_count" = t."line_count" + excluded."line_count"
$$;--> statement-breakpoint
-- A line counts under the month it was created in, by its status now; a declined one also under the
-- month it was declined in. A line's amount, BDE, level and creation never change; only its status.
CREATE FUNCTION "commission_lines_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF TG_OP = 'UPDATE' AND OLD."status" = NEW."status" THEN
      RETURN NULL;
    END IF;
    PERFORM "commission_totals_add"(OLD."executive_id", "india_month"(OLD."created_at"), 'created', OLD."status",
      OLD."level", OLD."amount_paise" > 0, -OLD."amount_paise", -1);
    IF OLD."status" = 'declined' THEN
      PERFORM "commission_totals_add"(OLD."executive_id", "india_month"(OLD."status_changed_at"), 'declined',
        'declined', OLD."level", OLD."amount_paise" > 0, -OLD."amount_paise", -1);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM "commission_totals_add"(NEW."executive_id", "india_month"(NEW."created_at"), 'created', NEW."status",
      NEW."level", NEW."amount_paise" > 0, NEW."amount_paise", 1);
    IF NEW."status" = 'declined' THEN
      PERFORM "commission_totals_add"(NEW."executive_id", "india_month"(NEW."status_changed_at"), 'declined',
        'declined', NEW."level", NEW."amount_paise" > 0, NEW."amount_paise", 1);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "commission_lines_keep_totals" AFTER INSERT OR UPDATE OR DELETE ON "commission_lines"
  FOR EACH ROW EXECUTE FUNCTION "commission_lines_totals"();--> statement-breakpoint
-- Lines written before this migration.
INSERT INTO "commission_totals" ("executive_id", "month", "basis", "status", "level", "positive", "amount_paise", "line_count")
  SELECT "executive_id", "india_month"("created_at"), 'created', "status", "level", "amount_paise" > 0, sum("amount_paise"), count(*)
  FROM "commission_lines" GROUP BY 1, 2, 3, 4, 5, 6
  UNION ALL
  SELECT "executive_id", "india_month"("status_changed_at"), 'declined', 'declined', "level", "amount_paise" > 0, sum("amount_paise"), count(*)
  FROM "commission_lines" WHERE "status" = 'declined' GROUP BY 1, 2, 3, 4, 5, 6;
