CREATE TYPE "public"."roster_change_kind" AS ENUM('join', 'leave', 'remove');--> statement-breakpoint
CREATE TYPE "public"."roster_change_status" AS ENUM('Pending', 'Approved', 'Denied', 'Cancelled');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_opponent_disbanded';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'roster_change_approved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'roster_change_denied';--> statement-breakpoint
CREATE TABLE "roster_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "roster_change_kind" NOT NULL,
	"invitation_id" integer,
	"status" "roster_change_status" DEFAULT 'Pending' NOT NULL,
	"requested_by" integer,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "teams_name_lower_unique";--> statement-breakpoint
DROP INDEX "teams_code_lower_unique";--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "transfer_window_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "disbanded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_invitation_id_team_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."team_invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_changes" ADD CONSTRAINT "roster_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_changes_one_pending" ON "roster_changes" USING btree ("team_id","user_id") WHERE "roster_changes"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "roster_changes_status_created_idx" ON "roster_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "roster_changes_user_idx" ON "roster_changes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_name_lower_unique" ON "teams" USING btree (lower("name")) WHERE "teams"."disbanded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_code_lower_unique" ON "teams" USING btree (lower("code")) WHERE "teams"."disbanded_at" is null;