CREATE TABLE "page_copy_overrides" (
	"key" text NOT NULL,
	"lang" text NOT NULL,
	"value" text NOT NULL,
	"default_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_copy_overrides_key_lang_pk" PRIMARY KEY("key","lang")
);
