ALTER TABLE "teams" ADD COLUMN "logo_png" "bytea";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "logo_sha256" text;--> statement-breakpoint
CREATE INDEX "teams_logo_sha256_idx" ON "teams" USING btree ("logo_sha256");