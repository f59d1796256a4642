CREATE TABLE "access_passes" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"code_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "access_passes_expires_idx" ON "access_passes" USING btree ("expires_at");