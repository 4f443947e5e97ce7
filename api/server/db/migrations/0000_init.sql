CREATE TABLE "feature_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feature_flags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "partner_colors" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" varchar(9) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_colors_partner_key" UNIQUE("partner_id","key")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(63) NOT NULL,
	"name" text NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" varchar(2) NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hide_kvk" boolean DEFAULT false NOT NULL,
	"allow_manual_company_information_input" boolean DEFAULT false NOT NULL,
	"login_via_email_available" boolean DEFAULT false NOT NULL,
	"google_tag_manager_code" text,
	"google_tag_manager_id" text,
	"validate_policy_start_date" boolean DEFAULT true NOT NULL,
	"logo_primary" text,
	"logo_secondary" text,
	"font_primary" text,
	"support_email" text,
	"support_phone_number" text,
	"trengo_key" text,
	"is_direct" boolean DEFAULT true NOT NULL,
	"enable_visual_effects" boolean DEFAULT false NOT NULL,
	"hide_professions_on_welcome_screen" boolean DEFAULT false NOT NULL,
	"hide_profession_page" boolean DEFAULT false NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"expo_ip" text,
	"return_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "partner_colors" ADD CONSTRAINT "partner_colors_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;