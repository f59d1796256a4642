-- Live view (issue 14): at commit, tell every API instance listening on channel live_changes which topics
-- a write changed, comma-separated: "sessions" for any game session, "match:<id>" for a match (its row,
-- its history, the game session hosting it), or "*" when too many to name.
CREATE FUNCTION "notify_live"(topics text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF topics IS NULL OR topics = '' THEN RETURN; END IF;
  -- NOTIFY payloads stop at 8000 bytes.
  IF length(topics) > 7000 THEN topics := '*'; END IF;
  PERFORM pg_notify('live_changes', topics);
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_of_game_sessions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "changed_rows") THEN RETURN NULL; END IF;
  PERFORM "notify_live"((
    SELECT concat_ws(',', 'sessions', string_agg(DISTINCT 'match:' || "match_id", ','))
    FROM "changed_rows"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_of_match_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_live"((SELECT string_agg(DISTINCT 'match:' || "id", ',') FROM "changed_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "live_of_match_children"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_live"((SELECT string_agg(DISTINCT 'match:' || "match_id", ',') FROM "changed_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "game_sessions_inserted_live" AFTER INSERT ON "game_sessions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_game_sessions"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_updated_live" AFTER UPDATE ON "game_sessions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_game_sessions"();--> statement-breakpoint
CREATE TRIGGER "game_sessions_deleted_live" AFTER DELETE ON "game_sessions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_game_sessions"();--> statement-breakpoint
CREATE TRIGGER "matches_updated_live" AFTER UPDATE ON "matches" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_rows"();--> statement-breakpoint
CREATE TRIGGER "matches_deleted_live" AFTER DELETE ON "matches" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_rows"();--> statement-breakpoint
CREATE TRIGGER "match_events_inserted_live" AFTER INSERT ON "match_events" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_children"();--> statement-breakpoint
CREATE TRIGGER "match_player_stats_inserted_live" AFTER INSERT ON "match_player_stats" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_children"();
