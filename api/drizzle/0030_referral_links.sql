CREATE TABLE "referral_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_infos" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "executives" ADD COLUMN "referred_via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by_id" integer;--> statement-breakpoint
ALTER TABLE "referral_visits" ADD CONSTRAINT "referral_visits_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_visits_executive_idx" ON "referral_visits" USING btree ("executive_id","visited_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_referred_by_id_executives_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."executives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_id_executives_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."executives"("id") ON DELETE set null ON UPDATE no action;