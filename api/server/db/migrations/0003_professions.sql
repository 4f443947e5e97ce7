CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(100) NOT NULL,
	"names" jsonb NOT NULL,
	"description" jsonb,
	"risk_class" smallint NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "professions_risk_class" CHECK ("professions"."risk_class" between 1 and 4)
);
--> statement-breakpoint
-- Profession ids saved before the catalogue existed point nowhere (development data): cleared.
UPDATE "users" SET "profession_id" = NULL WHERE "profession_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE set null ON UPDATE no action;