CREATE TABLE "match_machines" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"droplet_id" integer,
	"client_id" text,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"failure" text,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "match_machines_clientId_unique" UNIQUE("client_id"),
	CONSTRAINT "match_machines_status_check" CHECK ("match_machines"."status" IN ('creating', 'booting', 'hosting', 'deleted', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "match_machines" ADD CONSTRAINT "match_machines_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_machines" ADD CONSTRAINT "match_machines_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The match page follows its machine live (decision 0018): any write announces match:<id>.
CREATE TRIGGER "match_machines_inserted_live" AFTER INSERT ON "match_machines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_children"();--> statement-breakpoint
CREATE TRIGGER "match_machines_updated_live" AFTER UPDATE ON "match_machines" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "live_of_match_children"();
