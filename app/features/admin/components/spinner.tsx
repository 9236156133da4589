/** Moved to app/components/ui so every admin feature can use it (docs/architecture.md §8). */
export { Spinner } from "~/components/ui/spinner";
