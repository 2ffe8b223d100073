CREATE TABLE "proctoring_events" (
	"assignment_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "proctoring_events_assignment_id_seq_pk" PRIMARY KEY("assignment_id","seq")
);
--> statement-breakpoint
CREATE TABLE "proctoring_frames" (
	"assignment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seq" integer NOT NULL,
	"store_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proctoring_frames_assignment_id_kind_seq_pk" PRIMARY KEY("assignment_id","kind","seq")
);
--> statement-breakpoint
ALTER TABLE "quiz_assignments" ADD COLUMN "proctoring_agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "proctored" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "proctoring_events" ADD CONSTRAINT "proctoring_events_assignment_id_quiz_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."quiz_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proctoring_frames" ADD CONSTRAINT "proctoring_frames_assignment_id_quiz_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."quiz_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proctoring_events_at_idx" ON "proctoring_events" USING btree ("assignment_id","at");