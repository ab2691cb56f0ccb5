ALTER TABLE "stores" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "link_failures_created_idx" ON "link_failures" USING btree ("created_at");--> statement-breakpoint
-- Issue 14 §7: earlier versions served store 1 to token-less requests in demo mode. Only the store the demo seed
-- made (store 1 under the seed's name) stays the demo store; a store 1 renamed into a real shop is not marked.
UPDATE "stores" SET "demo" = true WHERE "id" = 1 AND "name" = 'OpenTill Demo Café';
