CREATE TABLE "game_server_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text,
	"secret_hash" text NOT NULL,
	"label" text,
	"source" text NOT NULL,
	"droplet_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "game_server_credentials_source_check" CHECK ("game_server_credentials"."source" in ('admin', 'droplet'))
);
--> statement-breakpoint
ALTER TABLE "game_server_credentials" ADD CONSTRAINT "game_server_credentials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_server_credentials_client_idx" ON "game_server_credentials" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "game_server_credentials_droplet_idx" ON "game_server_credentials" USING btree ("droplet_id");