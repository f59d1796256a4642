-- Change notices (decision 0015): the embedded database tells the process that owns it, at commit, which
-- cached answers a write made stale. Channel session_users: the ids of users whose signed-in record (roles,
-- permissions, profile, live sessions) may have changed, comma-separated, or * for everyone. Channel
-- standings: the id of a season whose standings version moved.
CREATE FUNCTION "notify_session_users"(ids text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN RETURN; END IF;
  -- NOTIFY payloads stop at 8000 bytes: a write touching many users flushes everyone instead.
  IF length(ids) > 7000 THEN ids := '*'; END IF;
  PERFORM pg_notify('session_users', ids);
END $$;
--> statement-breakpoint
CREATE FUNCTION "session_users_of_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_session_users"((SELECT string_agg(DISTINCT "id"::text, ',') FROM "changed_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "session_users_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_session_users"((SELECT string_agg(DISTINCT "user_id"::text, ',') FROM "changed_rows"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "session_users_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_session_users"('*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_updated_sessions" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_users"();--> statement-breakpoint
CREATE TRIGGER "users_deleted_sessions" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_users"();--> statement-breakpoint
CREATE TRIGGER "user_roles_inserted_sessions" AFTER INSERT ON "user_roles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_rows"();--> statement-breakpoint
CREATE TRIGGER "user_roles_updated_sessions" AFTER UPDATE ON "user_roles" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_rows"();--> statement-breakpoint
CREATE TRIGGER "user_roles_deleted_sessions" AFTER DELETE ON "user_roles" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_updated_sessions" AFTER UPDATE ON "refresh_tokens" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_rows"();--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_deleted_sessions" AFTER DELETE ON "refresh_tokens" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_of_rows"();--> statement-breakpoint
CREATE TRIGGER "roles_changed_sessions" AFTER UPDATE OR DELETE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_all"();--> statement-breakpoint
CREATE TRIGGER "permissions_changed_sessions" AFTER UPDATE OR DELETE ON "permissions" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_all"();--> statement-breakpoint
CREATE TRIGGER "role_permissions_changed_sessions" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions" FOR EACH STATEMENT EXECUTE FUNCTION "session_users_all"();--> statement-breakpoint
CREATE FUNCTION "notify_standings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('standings', OLD."season_id"::text);
  ELSE
    PERFORM pg_notify('standings', NEW."season_id"::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "standings_versions_changed_notice" AFTER INSERT OR UPDATE OR DELETE ON "standings_versions" FOR EACH ROW EXECUTE FUNCTION "notify_standings"();
