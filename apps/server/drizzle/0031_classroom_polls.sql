CREATE TABLE "poll_answers" (
	"poll_id" uuid NOT NULL,
	"voter" text NOT NULL,
	"voter_name" text,
	"choices" jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "poll_answers_poll_id_voter_pk" PRIMARY KEY("poll_id","voter")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_key" text NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"results_shown" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "poll_answers" ADD CONSTRAINT "poll_answers_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_session_id_meeting_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meeting_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "polls_room_idx" ON "polls" USING btree ("room_key","created_at");--> statement-breakpoint
CREATE INDEX "polls_session_idx" ON "polls" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "polls_one_open_per_room" ON "polls" USING btree ("room_key") WHERE "polls"."status" = 'open';