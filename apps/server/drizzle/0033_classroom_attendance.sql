CREATE TABLE "attendance_spans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone NOT NULL,
	"camera_on_since" timestamp with time zone,
	"camera_ms" bigint DEFAULT 0 NOT NULL,
	"microphone_on_since" timestamp with time zone,
	"microphone_ms" bigint DEFAULT 0 NOT NULL,
	"hands_raised" integer DEFAULT 0 NOT NULL,
	"messages_sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_spans" ADD CONSTRAINT "attendance_spans_session_id_meeting_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."meeting_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_spans" ADD CONSTRAINT "attendance_spans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_spans_session_idx" ON "attendance_spans" USING btree ("session_id","user_id");--> statement-breakpoint
CREATE INDEX "attendance_spans_user_idx" ON "attendance_spans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_spans_one_open" ON "attendance_spans" USING btree ("session_id","user_id") WHERE "attendance_spans"."left_at" is null;