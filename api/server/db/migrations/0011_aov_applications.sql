CREATE TABLE "aov_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"medical_mode" varchar(32) NOT NULL,
	"review_action" varchar(16) NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"birth_date" date,
	"options" jsonb,
	"monthly_premium_cents" integer,
	"monthly_net_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aov_applications_user_product" UNIQUE("user_id","insurance_product_id"),
	CONSTRAINT "aov_applications_medical_mode" CHECK ("aov_applications"."medical_mode" in ('none', 'medical_underwriting')),
	CONSTRAINT "aov_applications_review_action" CHECK ("aov_applications"."review_action" in ('none', 'approve', 'price_increase', 'drop_out', 'reject', 'hard_drop_out')),
	CONSTRAINT "aov_applications_confirmed" CHECK (num_nulls("aov_applications"."birth_date", "aov_applications"."options", "aov_applications"."monthly_premium_cents", "aov_applications"."monthly_net_cents") in (0, 4)),
	CONSTRAINT "aov_applications_premium" CHECK ("aov_applications"."monthly_premium_cents" >= "aov_applications"."monthly_net_cents" and "aov_applications"."monthly_net_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "aov_applications" ADD CONSTRAINT "aov_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_applications" ADD CONSTRAINT "aov_applications_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;