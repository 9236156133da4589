CREATE TABLE "promo_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_pl" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_pl" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'gift' NOT NULL,
	"date" text,
	"time" text,
	"yearly" boolean DEFAULT false NOT NULL,
	"location" text DEFAULT 'warszawa' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_notices" (
	"scope" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"message_pl" text NOT NULL,
	"message_en" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"values" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "promo_events" ("title_pl","title_en","description_pl","description_en","icon","date","time","yearly","location","published") VALUES
('Rejs na Święto Niepodległości','Independence Day cruise','Świętujemy 11 listopada na Wiśle: biało-czerwone flagi na łodziach, panorama Warszawy i Stare Miasto od strony rzeki. W cenie krótka opowieść o odzyskaniu niepodległości w 1918 roku.','Celebrate Poland''s Independence Day on the Vistula: white-and-red flags on the boats, the Warsaw skyline and the Old Town seen from the river, plus the story of how Poland regained independence in 1918.','flag','2026-11-11',NULL,true,'warszawa',true),
('Rejs w Godzinę W','W-Hour cruise','Oddajemy hołd Powstańcom Warszawskim. O 17:00, gdy w całym mieście wyją syreny, zatrzymujemy łodzie na Wiśle i minutą ciszy upamiętniamy wybuch Powstania Warszawskiego.','We honour the insurgents of the 1944 Warsaw Uprising. At 5 pm, as sirens sound across the city, we stop the boats on the Vistula for a minute of silence to mark the moment the Uprising began.','siren','2026-08-01','17:00',true,'warszawa',true),
('Rejs mikołajkowy','Santa Claus cruise','Święty Mikołaj na pokładzie motorówki! Zimowy rejs dla całej rodziny, słodkie upominki dla dzieci i świąteczne zdjęcia na tle Warszawy.','Santa Claus on a speedboat! A winter cruise for the whole family, with sweet treats for the children and festive photos against the Warsaw skyline.','gift','2026-12-06',NULL,true,'warszawa',true),
('Rejs na Dzień Dziecka','Children''s Day cruise','Spokojniejsze rejsy rodzinne dopasowane do najmłodszych: dziecięce kamizelki, ciekawostki o Wiśle i możliwość zobaczenia, jak kapitan prowadzi łódź.','Gentler family rides designed for the youngest: children''s life jackets, fun facts about the Vistula and a chance to see how the captain steers the boat.','balloon','2026-06-01',NULL,true,'warszawa',true),
('Rejsy fotograficzne','Photo cruises','Wolniejsza trasa o złotej godzinie z postojami w najlepszych miejscach do zdjęć: mosty, Stare Miasto i panorama centrum. Dla fotografów i miłośników Instagrama.','A slower route at golden hour, stopping at the best photo spots: the bridges, the Old Town and the city-centre skyline. For photographers and Instagram fans.','camera',NULL,NULL,false,'warszawa',true);
