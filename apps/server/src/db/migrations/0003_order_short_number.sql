ALTER TABLE "orders" ADD COLUMN "short_number" text;--> statement-breakpoint
CREATE INDEX "orders_short_number_idx" ON "orders" USING btree ("store_id","short_number");