import { jsonError } from "~/lib/api.server";

/** Unknown API paths answer JSON, never the HTML 404 page. */
export function loader() {
  return jsonError(404, "not_found", "Not found.");
}

export function action() {
  return jsonError(404, "not_found", "Not found.");
}
