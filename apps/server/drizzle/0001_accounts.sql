CREATE TYPE "public"."sign_up_method" AS ENUM('EMAIL', 'GOOGLE', 'ADMIN');--> statement-breakpoint
CREATE TYPE "public"."age_band" AS ENUM('4-6', '6-8', '8-10', '10-12', '12-14', '14-16', '16-18', '18-24');--> statement-breakpoint
CREATE TYPE "public"."grade" AS ENUM('GRADE_1', 'GRADE_2', 'GRADE_3', 'GRADE_4', 'GRADE_5', 'GRADE_6', 'GRADE_7', 'GRADE_8', 'GRADE_9', 'GRADE_10', 'GRADE_11', 'GRADE_12');--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "student_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"preferred_names" text,
	"age" "age_band",
	"grade" "grade",
	"school" text,
	"referred_by" text,
	"referee" text,
	"onboarded" boolean DEFAULT false NOT NULL,
	"guardian_names" text,
	"guardian_email" text,
	"guardian_phone" text,
	"guardian_occupation" text,
	"guardian_relationship" text,
	"language" text,
	"language_info" text,
	"curriculum" text,
	"curriculum_info" text,
	"days" text[] DEFAULT '{}' NOT NULL,
	"timezone" text,
	"schedule_time" text,
	"learning_goals" text,
	"special_needs" text,
	"communication_preference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_up_method" "sign_up_method" DEFAULT 'EMAIL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "google_subject" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_profiles" ADD CONSTRAINT "student_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");