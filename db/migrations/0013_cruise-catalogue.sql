CREATE TABLE "cruises" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"location" text NOT NULL,
	"kind" text NOT NULL,
	"duration_min" integer NOT NULL,
	"capacity" integer NOT NULL,
	"name_pl" text,
	"name_en" text,
	"slug_pl" text NOT NULL,
	"slug_en" text NOT NULL,
	"summary_pl" text,
	"summary_en" text,
	"image_alt_pl" text,
	"image_alt_en" text,
	"route_pl" jsonb,
	"route_en" jsonb,
	"included_pl" jsonb,
	"included_en" jsonb,
	"excluded_pl" jsonb,
	"excluded_en" jsonb,
	"season" jsonb,
	"departures" jsonb,
	"booking_channel" text DEFAULT 'phone' NOT NULL,
	"booking_item_id" text,
	"published" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"old_slugs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"start_point_pl" text,
	"start_point_en" text,
	"lat" real,
	"lng" real,
	"wind_limit_kmh" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cruises_key_idx" ON "cruises" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "cruises_slug_pl_idx" ON "cruises" USING btree ("location","slug_pl");--> statement-breakpoint
CREATE UNIQUE INDEX "cruises_slug_en_idx" ON "cruises" USING btree ("location","slug_en");--> statement-breakpoint
CREATE INDEX "cruises_location_order_idx" ON "cruises" USING btree ("location","sort_order");--> statement-breakpoint
-- The three locations and the six original cruises cruises (decision 300), for a new database and for a site
-- that already runs: nothing that exists is touched (prices stay in cruise_prices).
INSERT INTO "locations" ("id","status","lat","lng","wind_limit_kmh") VALUES
('warszawa','open',52.2369,21.0305,40),
('zegrze','open',52.4602,21.0301,40),
('gdansk','coming_soon',54.3479,18.6581,40)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "cruises" ("key","location","kind","duration_min","capacity","slug_pl","slug_en","booking_channel","booking_item_id","published","sort_order") VALUES
('20min','warszawa','shared',20,12,'20-min','20-min','provider','623503',true,1),
('30min','warszawa','private',30,6,'30-min','30-min','phone',NULL,true,2),
('60min','warszawa','private',60,6,'60-min','60-min','phone',NULL,true,3),
('90min','warszawa','private',90,6,'90-min','90-min','provider','660032',true,4),
('zegrze_30min','zegrze','private',30,6,'30-min','30-min','phone',NULL,true,1),
('zegrze_60min','zegrze','private',60,6,'60-min','60-min','phone',NULL,true,2)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The operator's edits of a cruise text in the page copy (decision 240) move into the cruise row.
WITH "m"("prefix","ckey") AS (VALUES
  ('cruises.cruises.20.','20min'),
  ('cruises.cruises.30.','30min'),
  ('cruises.cruises.60.','60min'),
  ('cruises.cruises.90.','90min'),
  ('cruises.zegrze.cruises.zegrze30.','zegrze_30min'),
  ('cruises.zegrze.cruises.zegrze60.','zegrze_60min'))
UPDATE "cruises" AS "c" SET
  "name_pl" = COALESCE("c"."name_pl", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" = "m"."prefix" || 'title' AND "o"."lang" = 'pl')),
  "name_en" = COALESCE("c"."name_en", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" = "m"."prefix" || 'title' AND "o"."lang" = 'en')),
  "summary_pl" = COALESCE("c"."summary_pl", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" IN ("m"."prefix" || 'summary', "m"."prefix" || 'text') AND "o"."lang" = 'pl' LIMIT 1)),
  "summary_en" = COALESCE("c"."summary_en", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" IN ("m"."prefix" || 'summary', "m"."prefix" || 'text') AND "o"."lang" = 'en' LIMIT 1)),
  "image_alt_pl" = COALESCE("c"."image_alt_pl", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" = "m"."prefix" || 'imageAlt' AND "o"."lang" = 'pl')),
  "image_alt_en" = COALESCE("c"."image_alt_en", (SELECT "o"."value" FROM "page_copy_overrides" "o" WHERE "o"."key" = "m"."prefix" || 'imageAlt' AND "o"."lang" = 'en'))
FROM "m" WHERE "c"."key" = "m"."ckey";
--> statement-breakpoint
DELETE FROM "page_copy_overrides" WHERE "key" LIKE 'cruises.cruises.%' OR "key" LIKE 'cruises.zegrze.cruises.%';
