CREATE TABLE "journey_counts" (
	"partner_id" integer NOT NULL,
	"day" date NOT NULL,
	"journey" varchar(100) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"key" varchar(300) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "journey_counts_pkey" PRIMARY KEY("partner_id","day","journey","kind","key"),
	CONSTRAINT "journey_counts_kind" CHECK ("journey_counts"."kind" in ('state', 'transition')),
	CONSTRAINT "journey_counts_count" CHECK ("journey_counts"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journey_counts" ADD CONSTRAINT "journey_counts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;