CREATE TABLE "remote_failure_counts" (
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"render_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_failure_counts_remote_release_window_start_pk" PRIMARY KEY("remote","release","window_start")
);
