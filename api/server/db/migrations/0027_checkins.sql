CREATE TABLE "checkin_documents" (
	"checkin_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	CONSTRAINT "checkin_documents_checkin_id_document_id_pk" PRIMARY KEY("checkin_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "checkin_policies" (
	"checkin_id" integer NOT NULL,
	"policy_id" integer NOT NULL,
	CONSTRAINT "checkin_policies_checkin_id_policy_id_pk" PRIMARY KEY("checkin_id","policy_id")
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_name" text NOT NULL,
	"client_email" varchar(254) NOT NULL,
	"description" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"locale" varchar(2) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_token_hash" UNIQUE("token_hash"),
	CONSTRAINT "checkins_period" CHECK ("checkins"."period_to" >= "checkins"."period_from")
);
--> statement-breakpoint
ALTER TABLE "checkin_documents" ADD CONSTRAINT "checkin_documents_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_documents" ADD CONSTRAINT "checkin_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_policies" ADD CONSTRAINT "checkin_policies_checkin_id_checkins_id_fk" FOREIGN KEY ("checkin_id") REFERENCES "public"."checkins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_policies" ADD CONSTRAINT "checkin_policies_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_documents_document" ON "checkin_documents" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "checkin_policies_policy" ON "checkin_policies" USING btree ("policy_id");--> statement-breakpoint
CREATE INDEX "checkins_user" ON "checkins" USING btree ("user_id");