CREATE INDEX "gift_card_payments_store_date_idx" ON "gift_card_payments" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "order_items_gift_card_idx" ON "order_items" USING btree ("order_id") WHERE "order_items"."product_id" = -2;--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("store_id","open_date");--> statement-breakpoint
CREATE INDEX "orders_reference_idx" ON "orders" USING btree ("store_id",("body"->>'reference_order')) WHERE ("orders"."body"->>'reference_order') is not null;--> statement-breakpoint
CREATE INDEX "shifts_opened_idx" ON "shifts" USING btree ("store_id","opened_at");