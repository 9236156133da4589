CREATE TABLE "departure_cache" (
	"item" text PRIMARY KEY NOT NULL,
	"window_start" text,
	"window_end" text,
	"payload" jsonb,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"lease_owner" text,
	"upstream_calls" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
