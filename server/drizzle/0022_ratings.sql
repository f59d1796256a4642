CREATE TABLE "player_ratings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"mu" double precision DEFAULT 25 NOT NULL,
	"sigma" double precision DEFAULT 8.333333333333334 NOT NULL,
	"rated_matches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer,
	"user_id" integer,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	CONSTRAINT "rating_changes_one_subject" CHECK (("rating_changes"."team_id" is null) <> ("rating_changes"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "team_ratings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"mu" double precision DEFAULT 25 NOT NULL,
	"sigma" double precision DEFAULT 8.333333333333334 NOT NULL,
	"rated_matches" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_ratings" ADD CONSTRAINT "team_ratings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_changes_match_team_unique" ON "rating_changes" USING btree ("match_id","team_id") WHERE "rating_changes"."team_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "rating_changes_match_user_unique" ON "rating_changes" USING btree ("match_id","user_id") WHERE "rating_changes"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "rating_changes_team_idx" ON "rating_changes" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "rating_changes_user_idx" ON "rating_changes" USING btree ("user_id");