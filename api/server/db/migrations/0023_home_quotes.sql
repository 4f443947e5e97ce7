CREATE TABLE "home_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"offer" jsonb,
	"refusal" varchar(16),
	"coverage" varchar(32),
	"extra_coverages" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_quotes_user_product" UNIQUE("user_id","insurance_product_id")
);
--> statement-breakpoint
ALTER TABLE "customer_profiles" ALTER COLUMN "company" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "home_quotes" ADD CONSTRAINT "home_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_quotes" ADD CONSTRAINT "home_quotes_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;