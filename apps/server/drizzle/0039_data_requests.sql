CREATE TYPE "public"."data_request_kind" AS ENUM('EXPORT', 'ERASURE');--> statement-breakpoint
CREATE TYPE "public"."data_request_status" AS ENUM('PENDING', 'COMPLETED', 'DECLINED');--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"kind" "data_request_kind" NOT NULL,
	"status" "data_request_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decline_reason" text,
	"handled_by_id" uuid,
	"handled_at" timestamp with time zone,
	"export_key" text,
	"export_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_requests_open_unique" ON "data_requests" USING btree ("subject_id","kind") WHERE "data_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "data_requests_requester_idx" ON "data_requests" USING btree ("requester_id");--> statement-breakpoint
CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status","created_at");