CREATE TABLE "claim_documents" (
	"claim_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "claim_documents_claim_id_document_id_pk" PRIMARY KEY("claim_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	"description" text NOT NULL,
	"occurred_on" date NOT NULL,
	"amount_cents" integer,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status" CHECK ("claims"."status" in ('received', 'in_progress', 'closed')),
	CONSTRAINT "claims_amount_cents" CHECK ("claims"."amount_cents" >= 0 and "claims"."amount_cents" <= 100000000)
);
--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_documents_document" ON "claim_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "claims_user" ON "claims" USING btree ("user_id");