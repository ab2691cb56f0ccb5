ALTER TABLE "orders" ADD COLUMN "locked_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_table_idx" ON "orders" USING btree ("store_id","table_id","status");