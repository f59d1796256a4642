-- game_servers holds each game server's connection (socket, instance, last heard); the Game servers
-- feature's own rows are its credentials (game_server_credentials). The table, its key, unique client id,
-- socket index, id sequence and the sessions' foreign key take the name that says so.
ALTER TABLE "game_servers" RENAME TO "game_server_connections";--> statement-breakpoint
ALTER TABLE "game_server_connections" RENAME CONSTRAINT "game_servers_pkey" TO "game_server_connections_pkey";--> statement-breakpoint
ALTER TABLE "game_server_connections" RENAME CONSTRAINT "game_servers_clientId_unique" TO "game_server_connections_clientId_unique";--> statement-breakpoint
ALTER INDEX "game_servers_socket_idx" RENAME TO "game_server_connections_socket_idx";--> statement-breakpoint
ALTER SEQUENCE "game_servers_id_seq" RENAME TO "game_server_connections_id_seq";--> statement-breakpoint
ALTER TABLE "game_sessions" RENAME CONSTRAINT "game_sessions_client_id_game_servers_client_id_fk" TO "game_sessions_client_id_game_server_connections_client_id_fk";
