ALTER TABLE "event_bookings" ADD COLUMN "cruise_key" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "season" jsonb;