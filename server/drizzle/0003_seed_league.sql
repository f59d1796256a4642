-- The league and division every new team joins (domain/constants.ts DEFAULT_LEAGUE, DEFAULT_DIVISION).
-- A test compares this seed with the domain constants.
INSERT INTO "leagues" ("id", "name", "min_players", "max_players") VALUES (1, 'VR Paintball League', 5, 8)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "divisions" ("id", "name", "mmr_percentage") VALUES (1, 'Open Division', 100)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Explicit ids leave the sequences behind: the next league or division gets id 2.
SELECT setval(pg_get_serial_sequence('leagues', 'id'), greatest((SELECT max("id") FROM "leagues"), 1));
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('divisions', 'id'), greatest((SELECT max("id") FROM "divisions"), 1));
