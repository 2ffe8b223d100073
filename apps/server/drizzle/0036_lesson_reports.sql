CREATE TABLE "lesson_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"tutor_id" uuid,
	"student_id" uuid NOT NULL,
	"attendance" jsonb NOT NULL,
	"polls" jsonb NOT NULL,
	"shared_files" jsonb NOT NULL,
	"whiteboard_image" text,
	"note" text DEFAULT '' NOT NULL,
	"rating" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_reports_schedule_id_unique" UNIQUE("schedule_id")
);
--> statement-breakpoint
ALTER TABLE "lesson_reports" ADD CONSTRAINT "lesson_reports_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reports" ADD CONSTRAINT "lesson_reports_tutor_id_users_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_reports" ADD CONSTRAINT "lesson_reports_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_reports_student_idx" ON "lesson_reports" USING btree ("student_id","sent_at");--> statement-breakpoint
CREATE INDEX "lesson_reports_tutor_idx" ON "lesson_reports" USING btree ("tutor_id");