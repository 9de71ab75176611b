CREATE TABLE "job_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"opening_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"city" text NOT NULL,
	"experience_years" integer NOT NULL,
	"link" text,
	"note" text,
	"keep_on_file" boolean DEFAULT false NOT NULL,
	"stage" text DEFAULT 'new' NOT NULL,
	"not_selected_reason" text,
	"resume_content" "bytea" NOT NULL,
	"resume_mime_type" text NOT NULL,
	"resume_size_bytes" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"employment_type" text NOT NULL,
	"city" text NOT NULL,
	"work_mode" text NOT NULL,
	"experience_min_years" integer NOT NULL,
	"experience_max_years" integer NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_period" text,
	"duration_months" integer,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"closes_on" date,
	"published_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openings_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_opening_email_idx" ON "job_applications" USING btree ("opening_id","email");--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_stage_created_idx" ON "job_applications" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_opening_created_idx" ON "job_applications" USING btree ("opening_id","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "openings_status_published_idx" ON "openings" USING btree ("status","published_at");--> statement-breakpoint
-- The two openings the careers page has always shown, with the same words, published on a new database.
INSERT INTO "openings" ("slug", "status", "title", "employment_type", "city", "work_mode", "experience_min_years", "experience_max_years", "salary_min", "salary_max", "salary_period", "duration_months", "description", "requirements", "published_at") VALUES
('dotnet-full-stack-developer-intern', 'published', '.NET Full Stack Developer Intern', 'internship', 'Hyderabad', 'on-site', 0, 1, NULL, NULL, 'unpaid', 3,
E'A 3-month, unpaid internship in which you build features for real client projects with a senior developer as your mentor. Interns who do well are offered a permanent full-time role at the end.\n\nWhat you will do:\n- Build screens and APIs with C#, ASP.NET Core and SQL\n- Write tests and fix bugs reported by clients\n- Join code reviews and weekly client demos\n\nWork from our office in HITEC City, Hyderabad.',
E'- A degree in computer science or a related field (final-year students welcome)\n- Working knowledge of C# or Java, HTML, CSS and SQL\n- Curiosity and the habit of asking questions early',
now()),
('senior-frontend-developer-react-angular', 'published', 'Senior Frontend Developer (React or Angular)', 'full-time', 'Hyderabad', 'hybrid', 3, 5, NULL, NULL, NULL, NULL,
E'Lead the frontend of client portals and dashboards. You have 3 to 5 years of professional experience with React or Angular and care about accessibility and performance.\n\nWhat you will do:\n- Design component structure and state management for new products\n- Review code and mentor two to three developers\n- Work with designers and clients to turn rough ideas into clear screens\n\nA permanent, full-time role working from HITEC City, Hyderabad, part of the week at home. Stack: React or Angular, TypeScript.',
E'- 3 to 5 years building production web apps in React or Angular\n- Strong TypeScript, HTML and CSS, including responsive layouts\n- Experience with testing (Jest, Testing Library or Playwright) and accessibility',
now() - interval '1 second');
