CREATE INDEX "client_infos_company_idx" ON "client_infos" USING btree ("company_name","id");--> statement-breakpoint
CREATE INDEX "client_infos_status_id_idx" ON "client_infos" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_id_idx" ON "contact_messages" USING btree ("status","id");