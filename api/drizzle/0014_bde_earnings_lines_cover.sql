-- A BDE's earnings and statements are sums over all their lines (the balance owed at a month's start
-- reaches back to their first). Carrying what those sums read lets them be index-only scans of one
-- BDE's range, not visits to every line's row: a BDE with 10,000 lines answers in a few milliseconds.
CREATE INDEX "bde_earnings_lines_cover_idx" ON "commission_lines" USING btree ("executive_id", "created_at")
  INCLUDE ("amount_paise", "status", "status_changed_at", "level");
