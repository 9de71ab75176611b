CREATE TABLE "person_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"sealed_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_keys_subject_unique" UNIQUE("subject")
);
