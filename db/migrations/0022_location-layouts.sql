-- a location's layout names the sections its page shows, not a location (decision 400, issue 42):
-- the product's three keep their sections under names that describe them.
UPDATE "locations" SET "layout" = 'river-tickets' WHERE "layout" = 'warszawa';--> statement-breakpoint
UPDATE "locations" SET "layout" = 'lake' WHERE "layout" = 'zegrze';--> statement-breakpoint
UPDATE "locations" SET "layout" = 'coming-soon' WHERE "layout" = 'gdansk';
