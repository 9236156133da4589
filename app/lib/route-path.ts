/**
 * The path as routing matches it: percent-decoded once, backslashes read as slashes, repeated
 * slashes collapsed, lower case, no trailing slash. Null when it cannot be decoded. The request
 * guards and the auth endpoints' allow-list both match on it, so they never disagree on a path.
 */
export function routePath(rawPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  path = path
    .replace(/\\/g, "/")
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}
