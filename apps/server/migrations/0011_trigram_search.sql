-- Substring search (ILIKE '%…%') reads trigram indexes. pg_trgm is a trusted extension on PostgreSQL and
-- ships with PGlite (loaded in platform/db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "articles_code_trgm_idx" ON "articles" USING gin ("code" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "articles_name_trgm_idx" ON "articles" USING gin ("name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "orders_buyer_reference_trgm_idx" ON "orders" USING gin ("buyer_reference" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "orders_supplier_name_trgm_idx" ON "orders" USING gin ("supplier_name" gin_trgm_ops) WITH (fastupdate=off);--> statement-breakpoint
CREATE INDEX "orders_buyer_name_trgm_idx" ON "orders" USING gin ("buyer_name" gin_trgm_ops) WITH (fastupdate=off);