CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"lang" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"booking_type" text DEFAULT '' NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "analytics_daily_day_name_path_lang_location_channel_booking_type_pk" PRIMARY KEY("day","name","path","lang","location","channel","booking_type")
);
