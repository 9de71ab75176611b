CREATE TABLE "remote_releases" (
	"remote" text PRIMARY KEY NOT NULL,
	"stable" text NOT NULL,
	"canary" text,
	"canary_percent" integer,
	"canary_started_at" timestamp with time zone,
	"previous_stable" text,
	"version" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL
);
