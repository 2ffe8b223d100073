CREATE TABLE "chat_messages" (
	"key" uuid PRIMARY KEY NOT NULL,
	"room" text NOT NULL,
	"kind" text NOT NULL,
	"from_user_id" uuid,
	"sender" jsonb NOT NULL,
	"to" text,
	"program" text,
	"content" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"videos" text[] DEFAULT '{}' NOT NULL,
	"audios" text[] DEFAULT '{}' NOT NULL,
	"documents" text[] DEFAULT '{}' NOT NULL,
	"delivered" text[] DEFAULT '{}' NOT NULL,
	"read" text[] DEFAULT '{}' NOT NULL,
	"local_time" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_settings" (
	"room_key" text PRIMARY KEY NOT NULL,
	"guest_mode" boolean DEFAULT false NOT NULL,
	"auto_admit_enrolled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "meeting_sessions" ADD COLUMN "room_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_created_idx" ON "chat_messages" USING btree ("room","created_at");--> statement-breakpoint
CREATE INDEX "meeting_sessions_room_idx" ON "meeting_sessions" USING btree ("room_key");