CREATE TABLE "opening_translations" (
	"opening_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opening_translations_opening_id_language_pk" PRIMARY KEY("opening_id","language"),
	CONSTRAINT "opening_translations_language_check" CHECK ("language" in ('te', 'hi', 'ta', 'kn', 'ml'))
);
--> statement-breakpoint
ALTER TABLE "opening_translations" ADD CONSTRAINT "opening_translations_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;