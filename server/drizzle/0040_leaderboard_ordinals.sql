ALTER TABLE "player_ratings" ADD COLUMN "ordinal" double precision GENERATED ALWAYS AS (mu - 3 * sigma) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "team_ratings" ADD COLUMN "ordinal" double precision GENERATED ALWAYS AS (mu - 3 * sigma) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "player_ratings_ordinal_idx" ON "player_ratings" USING btree ("ordinal" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "team_ratings_ordinal_idx" ON "team_ratings" USING btree ("ordinal" DESC NULLS LAST,"team_id");--> statement-breakpoint
-- Counts and announces the writes that change who a whole leaderboard lists (its total): teams (approved,
-- disbanded), rosters, and players' first ratings. Deferred to the commit and once per transaction, as
-- the teams list's count (migrations 0025 and 0026); the list's name is the trigger's argument.
CREATE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  list text := TG_ARGV[0];
BEGIN
  IF current_setting('vrpb.' || list || '_list_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('vrpb.' || list || '_list_bumped', txid_current()::text, true);
    INSERT INTO "list_versions" ("name", "version") VALUES (list, 1)
    ON CONFLICT ("name") DO UPDATE SET "version" = "list_versions"."version" + 1;
    PERFORM pg_notify('list_versions', list);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "teams_changed_leaderboards" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('leaderboards');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_players_changed_leaderboards" AFTER INSERT OR UPDATE OR DELETE ON "team_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('leaderboards');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "player_ratings_changed_leaderboards" AFTER INSERT OR DELETE ON "player_ratings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('leaderboards');
