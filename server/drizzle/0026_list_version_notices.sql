-- Change notices for lists (decision 0024): when the count of a list's writes moves (migration 0025), the
-- database also announces it on channel list_versions with the list's name, so every instance can keep the
-- list until the next announcement instead of reading the count on every request.
CREATE OR REPLACE FUNCTION "bump_teams_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('vrpb.teams_list_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('vrpb.teams_list_bumped', txid_current()::text, true);
    INSERT INTO "list_versions" ("name", "version") VALUES ('teams', 1)
    ON CONFLICT ("name") DO UPDATE SET "version" = "list_versions"."version" + 1;
    PERFORM pg_notify('list_versions', 'teams');
  END IF;
  RETURN NULL;
END $$;
