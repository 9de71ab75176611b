CREATE TABLE "client_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"industry_type" text NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"website" text NOT NULL,
	"contact_person" text NOT NULL,
	"team_contact" text NOT NULL,
	"services_required" text[] NOT NULL,
	"others" text NOT NULL,
	"client_date" text NOT NULL,
	"next_appointment_date" text NOT NULL,
	"reference" text NOT NULL,
	"note" text NOT NULL,
	"executive_id" integer,
	"cid_services" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contact_number" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"website_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executive_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"kind" text NOT NULL,
	"storage_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "executive_documents_storage_name_unique" UNIQUE("storage_name")
);
--> statement-breakpoint
CREATE TABLE "executives" (
	"id" serial PRIMARY KEY NOT NULL,
	"bde_code" text NOT NULL,
	"user_name" text NOT NULL,
	"user_name_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"mobile_number" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"aadhar_encrypted" text NOT NULL,
	"aadhar_last4" text NOT NULL,
	"pan_encrypted" text NOT NULL,
	"pan_last4" text NOT NULL,
	"address" text NOT NULL,
	"pin_code" text NOT NULL,
	"area" text NOT NULL,
	"state" text NOT NULL,
	"district" text NOT NULL,
	"dob" date NOT NULL,
	"referred_by_id" integer,
	"parent_freelancer_id" text,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "executives_bde_code_unique" UNIQUE("bde_code"),
	CONSTRAINT "executives_user_name_key_unique" UNIQUE("user_name_key"),
	CONSTRAINT "executives_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_address" text NOT NULL,
	"email_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"executive_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_key_unique" UNIQUE("email_key")
);
--> statement-breakpoint
ALTER TABLE "client_infos" ADD CONSTRAINT "client_infos_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "districts" ADD CONSTRAINT "districts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executive_documents" ADD CONSTRAINT "executive_documents_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "executives" ADD CONSTRAINT "executives_referred_by_id_executives_id_fk" FOREIGN KEY ("referred_by_id") REFERENCES "public"."executives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_executive_id_executives_id_fk" FOREIGN KEY ("executive_id") REFERENCES "public"."executives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "districts_state_name_idx" ON "districts" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "executive_documents_executive_idx" ON "executive_documents" USING btree ("executive_id");--> statement-breakpoint
CREATE INDEX "executives_referred_by_idx" ON "executives" USING btree ("referred_by_id");--> statement-breakpoint
CREATE INDEX "projects_executive_status_idx" ON "projects" USING btree ("executive_id","status","created_at");--> statement-breakpoint
CREATE INDEX "proposals_executive_status_idx" ON "proposals" USING btree ("executive_id","status");