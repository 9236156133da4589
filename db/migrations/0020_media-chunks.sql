CREATE TABLE "media_chunks" (
	"media_id" integer NOT NULL,
	"file" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_media_id_file_seq_pk" PRIMARY KEY("media_id","file","seq")
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "original_hash" text;--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "media_chunks" ("media_id", "file", "seq", "bytes")
SELECT f."media_id", f."hash", s.i, substring(f."bytes" from s.i * 262144 + 1 for 262144)
FROM "media_files" f, generate_series(0, greatest(length(f."bytes") - 1, 0) / 262144) AS s(i);--> statement-breakpoint
UPDATE "media" SET "original_hash" = encode(sha256("original"), 'hex') WHERE "original" IS NOT NULL;--> statement-breakpoint
INSERT INTO "media_chunks" ("media_id", "file", "seq", "bytes")
SELECT m."id", 'original', s.i, substring(m."original" from s.i * 262144 + 1 for 262144)
FROM "media" m, generate_series(0, greatest(length(m."original") - 1, 0) / 262144) AS s(i)
WHERE m."original" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "media_files" DROP COLUMN "bytes";