CREATE TYPE "public"."match_reminder_kind" AS ENUM('checkInOpen', 'startsSoon');--> statement-breakpoint
ALTER TYPE "public"."announcement_kind" ADD VALUE 'checkInOpened';--> statement-breakpoint
ALTER TYPE "public"."announcement_kind" ADD VALUE 'matchStartsSoon';--> statement-breakpoint
ALTER TYPE "public"."announcement_kind" ADD VALUE 'noShowForfeit';--> statement-breakpoint
ALTER TYPE "public"."match_event_kind" ADD VALUE 'checkedIn';--> statement-breakpoint
ALTER TYPE "public"."match_event_kind" ADD VALUE 'noShowForfeit';--> statement-breakpoint
ALTER TYPE "public"."match_event_kind" ADD VALUE 'noShowLeftToAdmins';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_check_in_open' BEFORE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_starts_soon' BEFORE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_no_show_won' BEFORE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_no_show_lost' BEFORE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_no_show_mutual' BEFORE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_no_show_undecided' BEFORE 'roster_change_approved';--> statement-breakpoint
CREATE TABLE "match_check_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"checked_in_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_reminders" (
	"match_id" integer NOT NULL,
	"kind" "match_reminder_kind" NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_reminders_match_id_kind_pk" PRIMARY KEY("match_id","kind")
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "check_in_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "no_show_grace_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_check_ins" ADD CONSTRAINT "match_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_reminders" ADD CONSTRAINT "match_reminders_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_check_ins_match_team_unique" ON "match_check_ins" USING btree ("match_id","team_id");