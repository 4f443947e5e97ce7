ALTER TABLE "messages" ADD COLUMN "once_key" varchar(64);--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_once_key" UNIQUE("once_key");