ALTER TABLE "sessions" ADD COLUMN "refresh_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "remember" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_refresh_hash_unique" UNIQUE("refresh_hash");