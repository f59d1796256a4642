CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);

--> statement-breakpoint
-- Counts the writes that change GET /api/teams (schema/list-versions.ts): teams, their players, those
-- players' names and emails, leagues, divisions and team ratings. Deferred to the commit and once per
-- transaction: the version row is locked last and only for the commit, so a writer holding it never waits
-- for another lock (no deadlock with the team row locks of roster changes), and a write of 500 rows bumps
-- the count once.
CREATE FUNCTION "bump_teams_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vrpb.teams_list_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('vrpb.teams_list_bumped', txid_current()::text, true);
    INSERT INTO "list_versions" ("name", "version") VALUES ('teams', 1)
    ON CONFLICT ("name") DO UPDATE SET "version" = "list_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "teams_changed_teams_list" AFTER INSERT OR UPDATE OR DELETE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_teams_list"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_players_changed_teams_list" AFTER INSERT OR UPDATE OR DELETE ON "team_players" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_teams_list"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "leagues_changed_teams_list" AFTER INSERT OR UPDATE OR DELETE ON "leagues" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_teams_list"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "divisions_changed_teams_list" AFTER INSERT OR UPDATE OR DELETE ON "divisions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_teams_list"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "team_ratings_changed_teams_list" AFTER INSERT OR UPDATE OR DELETE ON "team_ratings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_teams_list"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_renamed_teams_list" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."display_name" IS DISTINCT FROM NEW."display_name" OR OLD."email" IS DISTINCT FROM NEW."email") EXECUTE FUNCTION "bump_teams_list"();
