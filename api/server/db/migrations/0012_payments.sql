CREATE TABLE "invoice_policies" (
	"invoice_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	CONSTRAINT "invoice_policies_invoice_id_policy_id_pk" PRIMARY KEY("invoice_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "payment_mandates" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"provider" varchar(8) NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"mandate_id" text,
	"iban_hash" varchar(64) NOT NULL,
	"iban_last4" varchar(4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_mandates_provider" CHECK ("payment_mandates"."provider" in ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" varchar(8) NOT NULL,
	"method" varchar(16) NOT NULL,
	"status" varchar(32) NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('local', 'stripe')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('sepa_debit', 'ideal', 'card')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
	CONSTRAINT "payments_amount_cents" CHECK ("payments"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "currency" varchar(3) DEFAULT 'EUR' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_policies" ADD CONSTRAINT "invoice_policies_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_policies" ADD CONSTRAINT "invoice_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_mandates" ADD CONSTRAINT "payment_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_invoice" ON "payments" USING btree ("invoice_id");