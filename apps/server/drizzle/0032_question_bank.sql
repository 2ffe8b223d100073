CREATE TABLE "question_bank_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_bank_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"type" "question_type" NOT NULL,
	"answer_mode" "answer_mode" NOT NULL,
	"question" text NOT NULL,
	"image" text,
	"options" text[] DEFAULT '{}' NOT NULL,
	"answers" integer[] DEFAULT '{}' NOT NULL,
	"points" integer NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_random_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"count" integer NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_questions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "shuffle_options" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "question_bank_categories" ADD CONSTRAINT "question_bank_categories_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_categories" ADD CONSTRAINT "question_bank_categories_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_questions" ADD CONSTRAINT "question_bank_questions_category_id_question_bank_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_bank_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_bank_questions" ADD CONSTRAINT "question_bank_questions_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_random_slots" ADD CONSTRAINT "quiz_random_slots_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_random_slots" ADD CONSTRAINT "quiz_random_slots_category_id_question_bank_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."question_bank_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "question_bank_categories_name_unique" ON "question_bank_categories" USING btree ("program_id","name");--> statement-breakpoint
CREATE INDEX "question_bank_questions_category_idx" ON "question_bank_questions" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_random_slots_quiz_idx" ON "quiz_random_slots" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_random_slots_category_idx" ON "quiz_random_slots" USING btree ("category_id");