CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"street" text NOT NULL,
	"house_number" varchar(6) NOT NULL,
	"house_number_addition" varchar(10),
	"postal_code" varchar(16) NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_user_type" UNIQUE("user_id","type"),
	CONSTRAINT "addresses_type" CHECK ("addresses"."type" in ('company', 'personal'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" varchar(40);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "chamber_of_commerce_number" varchar(8);--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;