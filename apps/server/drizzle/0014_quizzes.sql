CREATE TYPE "public"."answer_mode" AS ENUM('TEXT', 'IMAGE', 'DOCUMENT', 'OPTION');--> statement-breakpoint
CREATE TYPE "public"."question_type" AS ENUM('OBJECTIVE', 'SUBJECTIVE');--> statement-breakpoint
CREATE TABLE "quiz_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"assigned_by_id" uuid,
	"due_date" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"deadline_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"attained_points" integer DEFAULT 0 NOT NULL,
	"total_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_attempt_items" (
	"assignment_id" uuid NOT NULL,
	"question_key" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "question_type" NOT NULL,
	"answer_mode" "answer_mode" NOT NULL,
	"question" text NOT NULL,
	"image" text,
	"options" text[] DEFAULT '{}' NOT NULL,
	"answers" integer[] DEFAULT '{}' NOT NULL,
	"points" integer NOT NULL,
	"answer_option" integer,
	"answer_text" text,
	"answer_image" text,
	"answer_document" text,
	"answer_seq" bigint DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"grading_points" integer,
	"grading_remark" text,
	"graded_by_id" uuid,
	"graded_at" timestamp with time zone,
	CONSTRAINT "quiz_attempt_items_assignment_id_question_key_pk" PRIMARY KEY("assignment_id","question_key")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" "question_type" NOT NULL,
	"answer_mode" "answer_mode" NOT NULL,
	"question" text NOT NULL,
	"image" text,
	"options" text[] DEFAULT '{}' NOT NULL,
	"answers" integer[] DEFAULT '{}' NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"program_id" uuid NOT NULL,
	"duration_minutes" integer NOT NULL,
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD CONSTRAINT "quiz_assignments_assigned_by_id_users_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_assignment_id_quiz_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."quiz_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempt_items" ADD CONSTRAINT "quiz_attempt_items_graded_by_id_users_id_fk" FOREIGN KEY ("graded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_assignments_student_idx" ON "quiz_assignments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_assignments_assigned_by_idx" ON "quiz_assignments" USING btree ("assigned_by_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_assignments_quiz_idx" ON "quiz_assignments" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_assignments_program_idx" ON "quiz_assignments" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "quiz_assignments_deadline_idx" ON "quiz_assignments" USING btree ("deadline_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_slug_unique" ON "quizzes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "quizzes_program_idx" ON "quizzes" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "quizzes_created_by_idx" ON "quizzes" USING btree ("created_by_id");