/** Moved to app/lib so every admin feature can use it (docs/architecture.md §8). */
export * from "~/lib/admin-api-client";
