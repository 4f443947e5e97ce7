CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"price_cents" integer,
	"net_price_cents" integer,
	"in_checkout" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_user_product" UNIQUE("user_id","insurance_product_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_carts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"flow" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_carts_flow" CHECK ("checkout_carts"."flow" in ('car', 'consumer', 'aov', 'normal'))
);
--> statement-breakpoint
CREATE TABLE "insurance_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_net_cents" integer,
	"risk_factors" jsonb,
	"require_identity_verification" boolean DEFAULT false NOT NULL,
	"risk_classes" smallint[] DEFAULT '{1,2,3,4}'::smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "insurance_products_base_net_cents" CHECK ("insurance_products"."base_net_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_status" CHECK ("policies"."status" in ('active', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profession_description" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_carts" ADD CONSTRAINT "checkout_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policies_user" ON "policies" USING btree ("user_id");