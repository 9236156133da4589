/**
 * Browser-side calls of the account tab and the sign-in's second step: the panel's one client
 * (app/lib/admin-api-client.ts), under the names this feature uses.
 */
export {
  AdminApiError as AccountApiError,
  adminFetch as accountFetch,
  redirectIfUnauthorised as leaveIfSignedOut,
} from "~/lib/admin-api-client";
