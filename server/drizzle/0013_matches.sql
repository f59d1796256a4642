CREATE TYPE "public"."forfeit_kind" AS ENUM('noShow', 'technical', 'mutual');--> statement-breakpoint
CREATE TYPE "public"."match_stage" AS ENUM('league', 'playoff');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('Scheduled', 'Reported', 'Disputed', 'Confirmed', 'Voided');--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"stage" "match_stage" DEFAULT 'league' NOT NULL,
	"week" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"default_time" timestamp with time zone NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"team_a_id" integer NOT NULL,
	"team_b_id" integer NOT NULL,
	"status" "match_status" DEFAULT 'Scheduled' NOT NULL,
	"rounds_a" integer,
	"rounds_b" integer,
	"forfeit_kind" "forfeit_kind",
	"forfeit_loser_team_id" integer,
	"reported_by_team_id" integer,
	"reported_by_user_id" integer,
	"reported_at" timestamp with time zone,
	"confirmed_by_user_id" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_two_teams" CHECK ("matches"."team_a_id" <> "matches"."team_b_id"),
	CONSTRAINT "matches_week_positive" CHECK ("matches"."week" >= 1),
	CONSTRAINT "matches_rounds_together" CHECK (("matches"."rounds_a" is null) = ("matches"."rounds_b" is null)),
	CONSTRAINT "matches_rounds_not_negative" CHECK ("matches"."rounds_a" >= 0 and "matches"."rounds_b" >= 0),
	CONSTRAINT "matches_forfeit_loser" CHECK (case when "matches"."forfeit_kind" is null or "matches"."forfeit_kind" = 'mutual' then "matches"."forfeit_loser_team_id" is null else "matches"."forfeit_loser_team_id" is not null and "matches"."forfeit_loser_team_id" in ("matches"."team_a_id", "matches"."team_b_id") end)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_a_id_teams_id_fk" FOREIGN KEY ("team_a_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_team_b_id_teams_id_fk" FOREIGN KEY ("team_b_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_forfeit_loser_team_id_teams_id_fk" FOREIGN KEY ("forfeit_loser_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reported_by_team_id_teams_id_fk" FOREIGN KEY ("reported_by_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_season_week_idx" ON "matches" USING btree ("season_id","week");--> statement-breakpoint
CREATE INDEX "matches_division_status_idx" ON "matches" USING btree ("division_id","status");--> statement-breakpoint
CREATE INDEX "matches_team_a_idx" ON "matches" USING btree ("team_a_id");--> statement-breakpoint
CREATE INDEX "matches_team_b_idx" ON "matches" USING btree ("team_b_id");--> statement-breakpoint
CREATE INDEX "matches_status_scheduled_idx" ON "matches" USING btree ("status","scheduled_at");