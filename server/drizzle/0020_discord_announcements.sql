CREATE TYPE "public"."announcement_kind" AS ENUM('matchScheduled', 'resultConfirmed', 'disputeOpened', 'seasonStatusChanged');--> statement-breakpoint
CREATE TYPE "public"."announcement_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "discord_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "announcement_kind" NOT NULL,
	"embed" jsonb NOT NULL,
	"status" "announcement_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "discord_announcements_due_idx" ON "discord_announcements" USING btree ("status","next_attempt_at");