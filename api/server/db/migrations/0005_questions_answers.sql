CREATE TABLE "additional_answer_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "additional_answer_details_answer" UNIQUE("answer_id")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"date_value" date,
	"money_value" numeric(11, 2),
	"float_value" double precision,
	"text_value" text,
	"files" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"multi_select_options" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answers_user_question" UNIQUE("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"texts" jsonb NOT NULL,
	"consequence" varchar(16) DEFAULT 'none' NOT NULL,
	"price_factor" numeric(4, 2) DEFAULT '1.00' NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_options_question_key" UNIQUE("question_id","key"),
	CONSTRAINT "question_options_consequence" CHECK ("question_options"."consequence" in ('none', 'price_increase', 'approve', 'reject', 'drop_out', 'hard_drop_out')),
	CONSTRAINT "question_options_price_factor" CHECK ("question_options"."price_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"insurance_product_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"group" varchar(16) NOT NULL,
	"type" varchar(16) NOT NULL,
	"texts" jsonb NOT NULL,
	"help" jsonb,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_product_key" UNIQUE("insurance_product_id","key"),
	CONSTRAINT "questions_group" CHECK ("questions"."group" in ('normal', 'price', 'extra_coverage')),
	CONSTRAINT "questions_type" CHECK ("questions"."type" in ('single', 'multi', 'date', 'money', 'number', 'text'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "base_price_cents" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "base_net_price_cents" integer;--> statement-breakpoint
ALTER TABLE "additional_answer_details" ADD CONSTRAINT "additional_answer_details_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_option_id_question_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."question_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_insurance_product_id_insurance_products_id_fk" FOREIGN KEY ("insurance_product_id") REFERENCES "public"."insurance_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answers_question" ON "answers" USING btree ("question_id");--> statement-breakpoint
-- Items added before answers existed: their price is the base price.
UPDATE "cart_items" SET "base_price_cents" = "price_cents", "base_net_price_cents" = "net_price_cents";