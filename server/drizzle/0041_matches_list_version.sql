-- Counts and announces the writes that change a page of GET /api/matches (list 'matches', the function of
-- migration 0040): the matches themselves, a team's new name, and a live match's score (the newest game
-- session of a match, and its teams' rounds won). Deferred to the commit and once per transaction; a game
-- session's other state changes (players, timers) every few seconds and leaves the list as it was.
CREATE CONSTRAINT TRIGGER "matches_changed_matches_list" AFTER INSERT OR UPDATE OR DELETE ON "matches" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_list_version"('matches');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "teams_renamed_matches_list" AFTER UPDATE ON "teams" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "bump_list_version"('matches');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "game_sessions_added_matches_list" AFTER INSERT ON "game_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."match_id" IS NOT NULL) EXECUTE FUNCTION "bump_list_version"('matches');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "game_sessions_removed_matches_list" AFTER DELETE ON "game_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."match_id" IS NOT NULL) EXECUTE FUNCTION "bump_list_version"('matches');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "game_sessions_scored_matches_list" AFTER UPDATE ON "game_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (
  OLD."match_id" IS DISTINCT FROM NEW."match_id"
  OR (NEW."match_id" IS NOT NULL AND (
    OLD."game_state" -> 'teamA' IS DISTINCT FROM NEW."game_state" -> 'teamA'
    OR OLD."game_state" -> 'teamB' IS DISTINCT FROM NEW."game_state" -> 'teamB'))
) EXECUTE FUNCTION "bump_list_version"('matches');
