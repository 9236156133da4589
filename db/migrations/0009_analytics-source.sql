ALTER TABLE "analytics_daily" ADD COLUMN "source" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_daily" DROP CONSTRAINT "analytics_daily_day_name_path_lang_location_channel_booking_type_pk";--> statement-breakpoint
ALTER TABLE "analytics_daily" ADD CONSTRAINT "analytics_daily_day_name_path_lang_location_channel_booking_type_source_pk" PRIMARY KEY("day","name","path","lang","location","channel","booking_type","source");
