CREATE TABLE "customer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"company" jsonb NOT NULL,
	"person" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"iban" varchar(34) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_date" date NOT NULL,
	"iban_last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('paid', 'canceled', 'unfinished', 'processing', 'unknown', 'refunded', 'disputed', 'failed')),
	CONSTRAINT "invoices_amount_cents" CHECK ("invoices"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "start_date" date DEFAULT current_date NOT NULL;--> statement-breakpoint
-- Policies from before purchases existed: cover started when they were stored.
UPDATE "policies" SET "start_date" = "started_at"::date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "number" varchar(32) GENERATED ALWAYS AS ('VZ-' || extract(year from start_date)::int::text || '-' || lpad(id::text, greatest(6, length(id::text)), '0')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "monthly_price_cents" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "monthly_net_price_cents" integer;--> statement-breakpoint
ALTER TABLE "customer_profiles" ADD CONSTRAINT "customer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_number" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_monthly_price_cents" CHECK ("policies"."monthly_price_cents" >= 0);