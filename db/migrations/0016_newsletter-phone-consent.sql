ALTER TABLE "newsletter_subscribers" ADD COLUMN "phone_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "phone_consent_version" text;