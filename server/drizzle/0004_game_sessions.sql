CREATE TYPE "public"."game_session_status" AS ENUM('Pending', 'Active', 'Not Active');--> statement-breakpoint
CREATE TABLE "game_servers" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"custom_id" text,
	"socket_id" text NOT NULL,
	"instance_id" text NOT NULL,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disconnected_at" timestamp with time zone,
	CONSTRAINT "game_servers_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"code" text NOT NULL,
	"mode" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"status" "game_session_status" DEFAULT 'Pending' NOT NULL,
	"server_start" timestamp with time zone,
	"slave_ip" text,
	"slave_port" integer,
	"game_state" jsonb,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_client_id_game_servers_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."game_servers"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_servers_socket_idx" ON "game_servers" USING btree ("socket_id");--> statement-breakpoint
CREATE INDEX "game_sessions_client_idx" ON "game_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "game_sessions_status_idx" ON "game_sessions" USING btree ("status");