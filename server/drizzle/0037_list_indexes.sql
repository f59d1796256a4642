DROP INDEX "matches_season_week_idx";--> statement-breakpoint
DROP INDEX "matches_status_scheduled_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "match_rosters_user_idx" ON "match_rosters" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "matches_season_scheduled_idx" ON "matches" USING btree ("season_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "rating_changes_match_idx" ON "rating_changes" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_season_week_idx" ON "matches" USING btree ("season_id","week","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "matches_status_scheduled_idx" ON "matches" USING btree ("status","scheduled_at","id");