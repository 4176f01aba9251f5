DROP INDEX "quotation_invites_supplier_idx";--> statement-breakpoint
CREATE INDEX "quotation_invites_supplier_idx" ON "quotation_invites" USING btree ("supplier_company_id","sent_at");
