ALTER TABLE "admin_sessions" ADD COLUMN "previous_refresh_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD COLUMN "rotated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "admin_sessions_previous" ON "admin_sessions" USING btree ("previous_refresh_token_hash");