ALTER TYPE "public"."match_event_kind" ADD VALUE 'resultReportedByServer';--> statement-breakpoint
CREATE TABLE "game_server_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"session_id" integer,
	"match_id" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "protocol" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_servers" ADD COLUMN "slots" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_server_results" ADD CONSTRAINT "game_server_results_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_server_results" ADD CONSTRAINT "game_server_results_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;