CREATE TABLE "color_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"change" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"old_value" varchar(9),
	"new_value" varchar(9),
	"admin_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "color_changes" ADD CONSTRAINT "color_changes_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "color_changes_partner_change" ON "color_changes" USING btree ("partner_id","change");