CREATE TABLE "assignment_submissions" (
	"assignment_id" uuid PRIMARY KEY NOT NULL,
	"draft_text" text DEFAULT '' NOT NULL,
	"draft_files" text[] DEFAULT '{}' NOT NULL,
	"draft_seq" bigint DEFAULT 0 NOT NULL,
	"draft_saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text,
	"files" text[],
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "hand_in_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "hand_in_files" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "cut_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assignment_submissions" ADD CONSTRAINT "assignment_submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;