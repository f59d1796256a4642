CREATE TYPE "public"."match_side" AS ENUM('A', 'B');--> statement-breakpoint
CREATE TABLE "match_player_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" "match_side" NOT NULL,
	"eliminations" integer NOT NULL,
	"deaths" integer NOT NULL,
	"hits" integer NOT NULL,
	"shots" integer NOT NULL,
	"seconds_played" integer NOT NULL,
	CONSTRAINT "match_player_stats_not_negative" CHECK ("match_player_stats"."eliminations" >= 0 and "match_player_stats"."deaths" >= 0 and "match_player_stats"."hits" >= 0 and "match_player_stats"."shots" >= 0 and "match_player_stats"."seconds_played" >= 0),
	CONSTRAINT "match_player_stats_hits_within_shots" CHECK ("match_player_stats"."hits" <= "match_player_stats"."shots")
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD CONSTRAINT "match_player_stats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_player_stats" ADD CONSTRAINT "match_player_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_player_stats_match_user_unique" ON "match_player_stats" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE INDEX "match_player_stats_user_idx" ON "match_player_stats" USING btree ("user_id","match_id");--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_one_open_per_match" ON "game_sessions" USING btree ("match_id") WHERE "game_sessions"."match_id" is not null and "game_sessions"."status" <> 'Not Active';