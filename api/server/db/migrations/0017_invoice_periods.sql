ALTER TABLE "invoice_policies" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "invoice_policies" ADD CONSTRAINT "invoice_policies_period" UNIQUE("policy_id","period_start");