-- The permission catalogue and the built-in roles (domain/permissions.ts BUILT_IN_ROLE_PERMISSIONS).
-- A test compares this seed with the domain constants.
INSERT INTO "permissions" ("name") VALUES
	('manage:users'),
	('manage:roles'),
	('manage:teams'),
	('manage:servers'),
	('manage:gameSessions'),
	('view:gameSessions')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "roles" ("name", "built_in", "description") VALUES
	('Admin', true, 'Every permission.'),
	('Support', true, 'Manages user accounts.'),
	('Game Master', true, 'Runs live game sessions.'),
	('Observer', true, 'Watches live game sessions.'),
	('Player', true, 'Every registered account; no extra permissions.')
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id"
FROM (VALUES
	('Admin', 'manage:users'),
	('Admin', 'manage:roles'),
	('Admin', 'manage:teams'),
	('Admin', 'manage:servers'),
	('Admin', 'manage:gameSessions'),
	('Admin', 'view:gameSessions'),
	('Support', 'manage:users'),
	('Game Master', 'manage:gameSessions'),
	('Observer', 'view:gameSessions')
) AS seed("role_name", "permission_name")
JOIN "roles" r ON r."name" = seed."role_name"
JOIN "permissions" p ON p."name" = seed."permission_name"
ON CONFLICT DO NOTHING;
