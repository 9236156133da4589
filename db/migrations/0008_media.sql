CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original" "bytea",
	"original_name" text,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt_pl" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"og_focal" text,
	"placeholder" text,
	"files" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"hash" text NOT NULL,
	"media_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_hash_media_id_pk" PRIMARY KEY("hash","media_id")
);
--> statement-breakpoint
CREATE TABLE "media_slots" (
	"slot" text PRIMARY KEY NOT NULL,
	"media_ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_status_idx" ON "media" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "media_files_media_idx" ON "media_files" USING btree ("media_id");