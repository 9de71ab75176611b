CREATE TABLE "backups_made" (
	"id" serial PRIMARY KEY NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"file" text NOT NULL,
	"bytes" bigint NOT NULL
);
