CREATE TABLE "standings_versions" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "standings_versions" ADD CONSTRAINT "standings_versions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts, per season, the writes that change its standings (schema/standings-versions.ts). Statement-level
-- triggers with transition tables: generating 10,000 fixtures bumps the count once, not 10,000 times.
CREATE FUNCTION "bump_standings_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Every table this runs on has a season_id; a deleted season takes its count with it.
  INSERT INTO "standings_versions" ("season_id", "version")
  SELECT DISTINCT "changed_rows"."season_id", 1 FROM "changed_rows"
  WHERE EXISTS (SELECT 1 FROM "seasons" WHERE "seasons"."id" = "changed_rows"."season_id")
  ON CONFLICT ("season_id") DO UPDATE SET "version" = "standings_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_standings_of_season"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "standings_versions" ("season_id", "version") VALUES (NEW."id", 1)
  ON CONFLICT ("season_id") DO UPDATE SET "version" = "standings_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_standings_of_teams"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A renamed team changes the name its seasons' tables show.
  INSERT INTO "standings_versions" ("season_id", "version")
  SELECT DISTINCT "season_entries"."season_id", 1
  FROM "season_entries" JOIN "changed_rows" ON "changed_rows"."id" = "season_entries"."team_id"
  ON CONFLICT ("season_id") DO UPDATE SET "version" = "standings_versions"."version" + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "matches_inserted_standings" AFTER INSERT ON "matches" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "matches_updated_standings" AFTER UPDATE ON "matches" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "matches_deleted_standings" AFTER DELETE ON "matches" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "season_entries_inserted_standings" AFTER INSERT ON "season_entries" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "season_entries_updated_standings" AFTER UPDATE ON "season_entries" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "season_entries_deleted_standings" AFTER DELETE ON "season_entries" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "divisions_inserted_standings" AFTER INSERT ON "divisions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "divisions_deleted_standings" AFTER DELETE ON "divisions" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "divisions_updated_standings" AFTER UPDATE ON "divisions" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_rows"();--> statement-breakpoint
CREATE TRIGGER "seasons_updated_standings" AFTER UPDATE ON "seasons" FOR EACH ROW EXECUTE FUNCTION "bump_standings_of_season"();--> statement-breakpoint
CREATE TRIGGER "teams_updated_standings" AFTER UPDATE ON "teams" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bump_standings_of_teams"();
