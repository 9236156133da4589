CREATE TABLE "newsletter_reactivations" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"region" text,
	"language" text NOT NULL,
	"whatsapp_group" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_reactivations" ADD CONSTRAINT "newsletter_reactivations_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_reactivations_token_hash_idx" ON "newsletter_reactivations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_reactivations_subscriber_idx" ON "newsletter_reactivations" USING btree ("subscriber_id");