ALTER TABLE "locations" ADD COLUMN "name_pl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "slug_pl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "slug_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "page_en" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "spec" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "layout" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
-- the original three locations as rows (decision 400): their names, page URLs and order, and the start
-- points the code held as defaults until now.
UPDATE "locations" SET "name_pl" = 'Warszawa', "name_en" = 'Warsaw', "slug_pl" = 'rejsy-wisla-warszawa', "slug_en" = 'warsaw-river-cruise', "page_en" = '/warsaw-river-cruise', "sort_order" = 1, "spec" = true, "layout" = 'warszawa', "start_point_pl" = coalesce("start_point_pl", 'Kładka pieszo-rowerowa między Powiślem a Pragą (Warszawa)'), "start_point_en" = coalesce("start_point_en", 'Pedestrian and cycle footbridge between Powiśle and Praga (Warsaw)') WHERE "id" = 'warszawa';--> statement-breakpoint
UPDATE "locations" SET "name_pl" = 'Zegrze', "name_en" = 'Zegrze', "slug_pl" = 'rejsy-zegrze', "slug_en" = 'zegrze-lake-cruises', "sort_order" = 2, "spec" = true, "layout" = 'zegrze', "start_point_pl" = coalesce("start_point_pl", 'Port żeglarski nad Zalewem Zegrzyńskim'), "start_point_en" = coalesce("start_point_en", 'Zegrze Lake sailing port') WHERE "id" = 'zegrze';--> statement-breakpoint
UPDATE "locations" SET "name_pl" = 'Gdańsk', "name_en" = 'Gdańsk', "slug_pl" = 'rejsy-gdansk', "slug_en" = 'gdansk-cruises', "sort_order" = 3, "spec" = true, "layout" = 'gdansk', "start_point_pl" = coalesce("start_point_pl", 'Wyspa Spichrzów'), "start_point_en" = coalesce("start_point_en", 'Granary Island') WHERE "id" = 'gdansk';
