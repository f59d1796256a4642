CREATE TABLE "cloud_droplets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"size_slug" text NOT NULL,
	"image" text NOT NULL,
	"tags" text[] NOT NULL,
	"public_ip" text NOT NULL,
	"private_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "droplet_game_sessions" (
	"droplet_id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"code" text NOT NULL,
	"is_public" boolean NOT NULL,
	"mode" text NOT NULL,
	"created_by" integer NOT NULL,
	"claimed_at" timestamp with time zone,
	"session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "droplet_game_sessions_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "droplet_game_sessions" ADD CONSTRAINT "droplet_game_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;