ALTER TABLE "email_outbox" ADD COLUMN "secret_ref" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "last_sign_in_at" timestamp with time zone;