CREATE TABLE "identity_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"room_name" varchar(64) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"session_id" varchar(255) NOT NULL,
	"client_secret" varchar(512) NOT NULL,
	"start_date" date NOT NULL,
	"status" varchar(64) NOT NULL,
	"error" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_verifications_room_name" UNIQUE("room_name"),
	CONSTRAINT "identity_verifications_session_id" UNIQUE("session_id"),
	CONSTRAINT "identity_verifications_provider" CHECK ("identity_verifications"."provider" in ('local', 'stripe')),
	CONSTRAINT "identity_verifications_status" CHECK ("identity_verifications"."status" in ('identity.verification_session.created', 'identity.verification_session.requires_input', 'identity.verification_session.processing', 'identity.verification_session.verified', 'identity.verification_session.canceled'))
);
--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_verifications" ADD CONSTRAINT "identity_verifications_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_user_product" ON "identity_verifications" USING btree ("user_id","insurance_product_id","created_at");