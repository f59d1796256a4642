-- Live view, a match's public state (decision 0018): an update of a game session hosting a match that
-- leaves its status, code, address and match alone (a state report: score, players' totals) announces
-- "state:<match id>" instead of "match:<match id>"; each API instance then reads that state once and pushes
-- it to the match's viewers. Any other change still announces "match:<id>" (for the old match too, when a
-- session changes match), and the page reads the match again through the route that decides who sees
-- the join details.
CREATE FUNCTION "live_of_game_session_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "new_rows") THEN RETURN NULL; END IF;
  PERFORM "notify_live"((
    SELECT concat_ws(',', 'sessions', string_agg(DISTINCT "topic", ','))
    FROM (
      SELECT CASE
          WHEN o."status" = n."status" AND o."code" = n."code"
            AND o."slave_ip" IS NOT DISTINCT FROM n."slave_ip"
            AND o."slave_port" IS NOT DISTINCT FROM n."slave_port"
            AND o."match_id" IS NOT DISTINCT FROM n."match_id"
          THEN 'state:' ELSE 'match:' END || n."match_id" AS "topic"
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."match_id" IS NOT NULL
      UNION
      SELECT 'match:' || o."match_id"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
      WHERE o."match_id" IS NOT NULL AND o."match_id" IS DISTINCT FROM n."match_id"
    ) AS "changed"
  ));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "game_sessions_updated_live" ON "game_sessions";--> statement-breakpoint
CREATE TRIGGER "game_sessions_updated_live" AFTER UPDATE ON "game_sessions" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_game_session_updates"();
