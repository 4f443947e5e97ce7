CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" varchar(32) NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_user_slug_product" UNIQUE("user_id","slug","insurance_product_id"),
	CONSTRAINT "surveys_rating" CHECK ("surveys"."rating" between 1 and 5),
	CONSTRAINT "surveys_slug" CHECK ("surveys"."slug" in ('purchase-policy', 'cancel-policy', 'general'))
);
--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;