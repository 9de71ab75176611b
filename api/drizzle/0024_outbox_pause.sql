CREATE TABLE "outbox_pause" (
	"id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
