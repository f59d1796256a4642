CREATE TYPE "public"."season_status" AS ENUM('Setup', 'Registration', 'Live', 'Playoffs', 'Finished');--> statement-breakpoint
CREATE TABLE "season_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"division_id" integer,
	"seed_rating" double precision,
	"placed_by_admin" boolean DEFAULT false NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" "season_status" DEFAULT 'Setup' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"weeks" integer NOT NULL,
	"points_win" integer NOT NULL,
	"points_draw" integer NOT NULL,
	"points_loss" integer NOT NULL,
	"points_forfeit" integer NOT NULL,
	"tiebreakers" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "tier" integer;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_entries_season_team_unique" ON "season_entries" USING btree ("season_id","team_id");--> statement-breakpoint
CREATE INDEX "season_entries_season_division_idx" ON "season_entries" USING btree ("season_id","division_id");--> statement-breakpoint
CREATE INDEX "season_entries_team_idx" ON "season_entries" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_league_name_lower_unique" ON "seasons" USING btree ("league_id",lower("name"));--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_season_tier_unique" ON "divisions" USING btree ("season_id","tier");--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_season_name_lower_unique" ON "divisions" USING btree ("season_id",lower("name"));--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_tier_with_season" CHECK (("divisions"."season_id" is null) = ("divisions"."tier" is null));--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_mmr_percentage_range" CHECK ("divisions"."mmr_percentage" between 1 and 100);