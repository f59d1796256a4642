CREATE TYPE "public"."dispute_status" AS ENUM('Open', 'Decided', 'Voided');--> statement-breakpoint
CREATE TYPE "public"."match_event_kind" AS ENUM('timeProposed', 'timeAccepted', 'timeDeclined', 'timeCountered', 'proposalExpired', 'defaultTimeStands', 'resultReported', 'resultConfirmed', 'resultAutoConfirmed', 'resultDisputed', 'disputeDecided', 'resultSetByAdmin', 'matchVoided', 'forfeitedByDisbanding');--> statement-breakpoint
CREATE TYPE "public"."proposal_status" AS ENUM('Open', 'Accepted', 'Declined', 'Countered', 'Expired', 'Withdrawn');--> statement-breakpoint
CREATE TYPE "public"."result_source" AS ENUM('captain', 'admin', 'gameServer');--> statement-breakpoint
CREATE TYPE "public"."playoff_format" AS ENUM('singleElimination', 'doubleElimination');--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_time_proposed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_time_accepted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_time_declined';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_result_reported';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_result_confirmed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_result_disputed';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'match_result_decided';--> statement-breakpoint
CREATE TABLE "match_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"note" text NOT NULL,
	"evidence_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "dispute_status" DEFAULT 'Open' NOT NULL,
	"decided_by_user_id" integer,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"kind" "match_event_kind" NOT NULL,
	"actor_user_id" integer,
	"actor_name" text,
	"actor_team_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"proposed_by_team_id" integer NOT NULL,
	"proposed_by_user_id" integer,
	"time" timestamp with time zone NOT NULL,
	"status" "proposal_status" DEFAULT 'Open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_by_user_id" integer,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"display_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playoff_brackets" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"format" "playoff_format" NOT NULL,
	"seeds" integer[] NOT NULL,
	"structure" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "result_source" "result_source";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "bracket_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "match_id" integer;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "playoff_teams" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "playoff_format" "playoff_format" DEFAULT 'singleElimination' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_disputes" ADD CONSTRAINT "match_disputes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_disputes" ADD CONSTRAINT "match_disputes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_disputes" ADD CONSTRAINT "match_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_disputes" ADD CONSTRAINT "match_disputes_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_proposed_by_team_id_teams_id_fk" FOREIGN KEY ("proposed_by_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_rosters" ADD CONSTRAINT "match_rosters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_brackets" ADD CONSTRAINT "playoff_brackets_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playoff_brackets" ADD CONSTRAINT "playoff_brackets_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_disputes_status_created_idx" ON "match_disputes" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_disputes_one_open" ON "match_disputes" USING btree ("match_id") WHERE "match_disputes"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","created_at","id");--> statement-breakpoint
CREATE INDEX "match_proposals_match_idx" ON "match_proposals" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_proposals_one_open" ON "match_proposals" USING btree ("match_id") WHERE "match_proposals"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "match_proposals_status_expires_idx" ON "match_proposals" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "match_rosters_match_user_unique" ON "match_rosters" USING btree ("match_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "playoff_brackets_division_unique" ON "playoff_brackets" USING btree ("division_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matches_status_reported_idx" ON "matches" USING btree ("status","reported_at");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_division_bracket_key_unique" ON "matches" USING btree ("division_id","bracket_key") WHERE "matches"."bracket_key" is not null;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_bracket_key_playoff" CHECK (("matches"."bracket_key" is null) = ("matches"."stage" = 'league'));