CREATE TABLE "voucher_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_grosze" integer NOT NULL,
	"balance_after_grosze" integer NOT NULL,
	"actor_email" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_ledger_balance_nonnegative" CHECK ("voucher_ledger"."balance_after_grosze" >= 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"kind" text NOT NULL,
	"amount_grosze" integer NOT NULL,
	"cruise_key" text,
	"people" integer,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text,
	"message" text,
	"send_at" date,
	"lang" text NOT NULL,
	"stripe_session_id" text,
	"payment_intent_id" text,
	"withdraw_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"order_id" integer,
	"kind" text NOT NULL,
	"cruise_key" text,
	"cruise_name_pl" text,
	"cruise_name_en" text,
	"people" integer,
	"amount_grosze" integer NOT NULL,
	"recipient_name" text,
	"status" text DEFAULT 'active' NOT NULL,
	"by_hand" boolean DEFAULT false NOT NULL,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "voucher_ledger" ADD CONSTRAINT "voucher_ledger_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_voucher_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."voucher_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_ledger_voucher_idx" ON "voucher_ledger" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_orders_session_idx" ON "voucher_orders" USING btree ("stripe_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_orders_withdraw_token_idx" ON "voucher_orders" USING btree ("withdraw_token_hash");--> statement-breakpoint
CREATE INDEX "voucher_orders_pending_idx" ON "voucher_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");