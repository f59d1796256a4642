-- The droplets table takes its feature's name; its key, and the sequence behind its serial id, follow.
ALTER TABLE "cloud_droplets" RENAME TO "droplets";--> statement-breakpoint
ALTER TABLE "droplets" RENAME CONSTRAINT "cloud_droplets_pkey" TO "droplets_pkey";--> statement-breakpoint
ALTER SEQUENCE "cloud_droplets_id_seq" RENAME TO "droplets_id_seq";
