ALTER TABLE "matches" ADD COLUMN "played_at" timestamp with time zone;--> statement-breakpoint
-- Finished matches were played when their result first arrived: the captain's report or the game server's
-- result (reported_at), else the admin's decision (confirmed_at), else at their time.
UPDATE "matches" SET "played_at" = coalesce("reported_at", "confirmed_at", "scheduled_at") WHERE "played_at" IS NULL AND ("rounds_a" IS NOT NULL OR "id" IN (SELECT "match_id" FROM "rating_changes"));
