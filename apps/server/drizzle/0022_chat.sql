CREATE TABLE "chat_group_admins" (
	"program_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_group_admins_program_id_user_id_pk" PRIMARY KEY("program_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_key" uuid NOT NULL,
	"room" text NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_status" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"busy" boolean DEFAULT false NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_group_admins" ADD CONSTRAINT "chat_group_admins_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_admins" ADD CONSTRAINT "chat_group_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_presence" ADD CONSTRAINT "chat_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_message_key_chat_messages_key_fk" FOREIGN KEY ("message_key") REFERENCES "public"."chat_messages"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_status" ADD CONSTRAINT "chat_status_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_presence_user_idx" ON "chat_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_presence_node_idx" ON "chat_presence" USING btree ("node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_reporter_unique" ON "chat_reports" USING btree ("message_key","reporter_id");--> statement-breakpoint
CREATE INDEX "chat_reports_room_idx" ON "chat_reports" USING btree ("room");