ALTER TYPE "public"."notification_type" ADD VALUE 'turnover-alert' BEFORE 'order-sent';--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_list_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "turnover_alerts_reached" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_rule_id_price_rules_id_fk" FOREIGN KEY ("price_rule_id") REFERENCES "public"."price_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_price_list_idx" ON "order_lines" USING btree ("price_list_id");