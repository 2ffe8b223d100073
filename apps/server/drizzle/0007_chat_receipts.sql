CREATE TABLE "chat_receipts" (
	"room" text NOT NULL,
	"member_key" text NOT NULL,
	"delivered_until" bigint DEFAULT 0 NOT NULL,
	"read_until" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_receipts_room_member_key_pk" PRIMARY KEY("room","member_key")
);
--> statement-breakpoint
-- Existing messages are numbered in the order they were written, before the column becomes an identity.
ALTER TABLE "chat_messages" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "chat_messages" SET "seq" = "ordered"."n"
FROM (SELECT "key", row_number() OVER (ORDER BY "created_at", "key") AS "n" FROM "chat_messages") AS "ordered"
WHERE "chat_messages"."key" = "ordered"."key";--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "seq" ADD GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"chat_messages"', 'seq'), coalesce(max("seq"), 0) + 1, false) FROM "chat_messages";--> statement-breakpoint
CREATE INDEX "chat_messages_room_seq_idx" ON "chat_messages" USING btree ("room","seq");--> statement-breakpoint
-- Each member's watermarks start at the newest message their name is on (reading also delivers).
INSERT INTO "chat_receipts" ("room", "member_key", "delivered_until", "read_until")
SELECT "room", "member", max("seq"), coalesce(max("seq") FILTER (WHERE "is_read"), 0)
FROM (
	SELECT "room", "seq", unnest("delivered" || "read") AS "member", false AS "is_read" FROM "chat_messages"
	UNION ALL
	SELECT "room", "seq", unnest("read"), true FROM "chat_messages"
) AS "receipts"
GROUP BY "room", "member";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "delivered";--> statement-breakpoint
ALTER TABLE "chat_messages" DROP COLUMN "read";