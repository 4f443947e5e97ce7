CREATE TABLE "device_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_item_id" integer NOT NULL,
	"device_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"device_type" varchar(16) NOT NULL,
	"device_price" integer NOT NULL,
	"imei" varchar(15),
	"serial_number" varchar(64),
	"per_claim" integer NOT NULL,
	"per_year" integer NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_quotes_cart_item" UNIQUE("cart_item_id"),
	CONSTRAINT "device_quotes_claim_amounts" CHECK ("device_quotes"."per_claim" <= "device_quotes"."per_year"),
	CONSTRAINT "device_quotes_price" CHECK ("device_quotes"."device_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "device_quotes" ADD CONSTRAINT "device_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_quotes" ADD CONSTRAINT "device_quotes_cart_item_id_cart_items_id_fk" FOREIGN KEY ("cart_item_id") REFERENCES "public"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_quotes_user" ON "device_quotes" USING btree ("user_id");