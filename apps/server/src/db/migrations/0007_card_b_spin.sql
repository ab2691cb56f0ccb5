ALTER TABLE "payment_types" ADD COLUMN "spin_mode" text;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "spin_tpn" text;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "spin_authkey_sealed" text;