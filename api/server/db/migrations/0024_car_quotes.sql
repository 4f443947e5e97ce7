CREATE TABLE "car_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_item_id" integer NOT NULL,
	"license_plate" varchar(8) NOT NULL,
	"vehicle" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"prices" jsonb,
	"cover" varchar(16),
	"breakdown_assistance" boolean DEFAULT false NOT NULL,
	"monthly_premium_cents" integer,
	"monthly_net_cents" integer,
	"refusal_code" varchar(8),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_quotes_cart_item" UNIQUE("cart_item_id"),
	CONSTRAINT "car_quotes_cover" CHECK ("car_quotes"."cover" is null or "car_quotes"."cover" in ('wa', 'wa_limited', 'allrisk'))
);
--> statement-breakpoint
ALTER TABLE "car_quotes" ADD CONSTRAINT "car_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_quotes" ADD CONSTRAINT "car_quotes_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_quotes_user" ON "car_quotes" USING btree ("user_id");