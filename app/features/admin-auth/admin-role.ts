/**
 * The `is_admin` check (docs/product.md §6), decided on the server from the session's user role.
 * A module of its own because better-auth's configuration (auth.server.ts) and the session
 * check (require-admin.server.ts) both need it, and they may not import each other (decision
 * 287).
 */
export function isAdminRole(role: string | null | undefined): boolean {
  return (role ?? "")
    .split(",")
    .map((r) => r.trim())
    .includes("admin");
}
