ALTER TABLE "policies" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;