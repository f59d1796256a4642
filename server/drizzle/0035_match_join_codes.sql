ALTER TYPE "public"."match_event_kind" ADD VALUE 'playerJoined';--> statement-breakpoint
CREATE TABLE "match_join_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"seed" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_in_session_id" integer
);
--> statement-breakpoint
ALTER TABLE "match_join_codes" ADD CONSTRAINT "match_join_codes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_join_codes" ADD CONSTRAINT "match_join_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_join_codes" ADD CONSTRAINT "match_join_codes_used_in_session_id_game_sessions_id_fk" FOREIGN KEY ("used_in_session_id") REFERENCES "public"."game_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_join_codes_open_hash_unique" ON "match_join_codes" USING btree ("code_hash") WHERE "match_join_codes"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "match_join_codes_open_player_unique" ON "match_join_codes" USING btree ("match_id","user_id") WHERE "match_join_codes"."used_at" is null;--> statement-breakpoint
CREATE INDEX "match_join_codes_match_idx" ON "match_join_codes" USING btree ("match_id");