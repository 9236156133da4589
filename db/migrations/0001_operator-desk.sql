CREATE TABLE "event_booking_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_email" text,
	"subject" text,
	"body" text NOT NULL,
	"outbox_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job" text NOT NULL,
	"day" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "price_en" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "duration_en" text;--> statement-breakpoint
ALTER TABLE "attractions" ADD COLUMN "location_en" text;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "event_booking_notes" ADD CONSTRAINT "event_booking_notes_booking_id_event_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."event_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_booking_notes_booking_idx" ON "event_booking_notes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_job_day_idx" ON "job_runs" USING btree ("job","day");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","created_at");--> statement-breakpoint
CREATE INDEX "event_bookings_created_idx" ON "event_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_bookings_status_idx" ON "event_bookings" USING btree ("status","created_at");
--> statement-breakpoint
-- The four seeded partners get their English values where the operator has not set any.
UPDATE "attractions" SET "name_en" = 'Indoor go-karting', "category_en" = 'Motorsport', "description_en" = 'Electric go-karts on an indoor track: race your friends whatever the weather.', "price_en" = 'from PLN 120 / 15 min', "duration_en" = '15 min', "location_en" = 'Warsaw' WHERE "name" = 'Gokarty halowe' AND "name_en" IS NULL AND "category_en" IS NULL AND "description_en" IS NULL AND "price_en" IS NULL AND "duration_en" IS NULL AND "location_en" IS NULL;
--> statement-breakpoint
UPDATE "attractions" SET "name_en" = 'F1 simulator', "category_en" = 'Motorsport', "description_en" = 'A professional Formula 1 car simulator on a motion platform, with circuits from the F1 calendar.', "price_en" = 'PLN 150 / 30 min', "duration_en" = '30 min', "location_en" = 'Warsaw' WHERE "name" = 'Symulator F1' AND "name_en" IS NULL AND "category_en" IS NULL AND "description_en" IS NULL AND "price_en" IS NULL AND "duration_en" IS NULL AND "location_en" IS NULL;
--> statement-breakpoint
UPDATE "attractions" SET "name_en" = 'Tandem skydive', "category_en" = 'Aviation', "description_en" = 'A jump from 4,000 m with an experienced instructor and over 40 seconds of free fall.', "price_en" = 'PLN 890', "duration_en" = 'about 3 h with briefing', "location_en" = 'Near Warsaw' WHERE "name" = 'Skok spadochronowy w tandemie' AND "name_en" IS NULL AND "category_en" IS NULL AND "description_en" IS NULL AND "price_en" IS NULL AND "duration_en" IS NULL AND "location_en" IS NULL;
--> statement-breakpoint
UPDATE "attractions" SET "name_en" = 'Glider flight', "category_en" = 'Aviation', "description_en" = 'A quiet glider flight with an instructor pilot over Mazovia, with a view of Warsaw.', "price_en" = 'PLN 250', "duration_en" = 'about 20 min', "location_en" = 'Near Warsaw' WHERE "name" = 'Lot szybowcem' AND "name_en" IS NULL AND "category_en" IS NULL AND "description_en" IS NULL AND "price_en" IS NULL AND "duration_en" IS NULL AND "location_en" IS NULL;
