import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public site: every page inside the frame (menu overlay + footer).
  layout("routes/site-layout.tsx", [
    // One module serves both URLs of a pair: the Polish URL and its English twin
    // (app/lib/i18n/page-urls.ts, docs/architecture.md §3). Twin route ids end in "-en".
    index("routes/home.tsx"),
    route("en", "routes/home.tsx", { id: "home-en" }),
    route("rejsy-wisla-warszawa", "routes/warsaw-cruises.tsx"),
    route("warsaw-river-cruise", "routes/warsaw-cruises.tsx", { id: "warsaw-cruises-en" }),
    ...["20", "30", "60", "90"].flatMap((m) => [
      route(`rejsy-wisla-warszawa/${m}-min`, "routes/cruise-detail.tsx", { id: `cruise-${m}` }),
      route(`warsaw-river-cruise/${m}-min`, "routes/cruise-detail.tsx", { id: `cruise-${m}-en` }),
    ]),
    route("rejsy-zegrze", "routes/zegrze.tsx"),
    route("en/zegrze-lake-cruises", "routes/zegrze.tsx", { id: "zegrze-en" }),
    route("rejsy-gdansk", "routes/gdansk.tsx"),
    route("en/gdansk-cruises", "routes/gdansk.tsx", { id: "gdansk-en" }),
    // The cruise catalogue's pages (decision 301): the four original Warsaw cruises above keep their modules;
    // every other cruise (Zegrze's two, the operator's own) is found by its slug.
    ...(
      [
        ["rejsy-wisla-warszawa", "warszawa"],
        ["warsaw-river-cruise", "warszawa-en"],
        ["rejsy-zegrze", "zegrze"],
        ["en/zegrze-lake-cruises", "zegrze-en"],
        ["rejsy-gdansk", "gdansk"],
        ["en/gdansk-cruises", "gdansk-en"],
      ] as const
    ).map(([base, id]) =>
      route(`${base}/:slug`, "routes/cruise.tsx", { id: `catalogue-cruise-${id}` }),
    ),
    route("atrakcje-warszawa", "routes/attractions.tsx"),
    route("motorowka-bez-patentu", "routes/rental.tsx", { id: "rental" }),
    route("en/licence-free-boat-hire", "routes/rental.tsx", { id: "rental-en" }),
    // The rental brand's path: an alias that canonicalises to /motorowka-bez-patentu.
    route("lodki-zegrze-motorowka-bez-patentu", "routes/rental.tsx", { id: "rental-brand" }),
    route("eventy-nad-wisla", "routes/events.tsx"),
    route("en/events", "routes/events.tsx", { id: "events-en" }),
    route("wieczor-panienski", "routes/event-type.tsx", { id: "event-bachelorette" }),
    route("en/hen-party", "routes/event-type.tsx", { id: "event-bachelorette-en" }),
    route("wieczor-kawalerski", "routes/event-type.tsx", { id: "event-bachelor" }),
    route("en/stag-party", "routes/event-type.tsx", { id: "event-bachelor-en" }),
    route("rejsy-firmowe", "routes/event-type.tsx", { id: "event-corporate" }),
    route("en/corporate-cruises", "routes/event-type.tsx", { id: "event-corporate-en" }),
    route("rejsy-promocyjne", "routes/promotions.tsx"),
    route("en/special-cruises", "routes/promotions.tsx", { id: "promotions-en" }),
    route("qr", "routes/link-hub.tsx", { id: "link-hub-qr" }),
    route("en/qr", "routes/link-hub.tsx", { id: "link-hub-qr-en" }),
    // An alias that canonicalises to /qr.
    route("review", "routes/link-hub.tsx", { id: "link-hub-review" }),
    route("regulamin", "routes/legal.tsx", { id: "legal-terms" }),
    route("en/terms", "routes/legal.tsx", { id: "legal-terms-en" }),
    route("polityka-prywatnosci", "routes/legal.tsx", { id: "legal-privacy" }),
    route("en/privacy-policy", "routes/legal.tsx", { id: "legal-privacy-en" }),
    route("contact", "routes/contact.tsx"),
    route("en/contact", "routes/contact.tsx", { id: "contact-en" }),
    route("newsletter/wypisano", "routes/unsubscribed.tsx"),
    route("en/newsletter/unsubscribed", "routes/unsubscribed.tsx", { id: "unsubscribed-en" }),
    route("*", "routes/not-found.tsx"),
  ]),

  // Administrator area and internal tools: no public frame.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin", "routes/admin/panel.tsx"),
  // The invitee's page: no session, the single-use link is the credential (decision 190).
  route("admin/zaproszenie", "routes/admin/invitation.tsx"),
  route("crop-logo-test", "routes/crop-logo-test.tsx"),

  // Machine-readable documents.
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // JSON API (docs/architecture.md §4).
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/prices", "routes/api/prices.ts"),
  route("api/weather/:location", "routes/api/weather.ts"),
  route("api/attractions", "routes/api/attractions.ts"),
  route("api/notices", "routes/api/notices.ts"),
  // Administrator API (every handler starts with requireAdmin).
  route("api/admin/me", "routes/api/admin/me.ts"),
  route("api/admin/newsletter/stats", "routes/api/admin/newsletter-stats.ts"),
  route("api/admin/newsletter/bulk-welcome", "routes/api/admin/bulk-welcome.ts"),
  route("api/admin/newsletter/bulk-welcome/:jobId", "routes/api/admin/bulk-welcome-job.ts"),
  route("api/admin/campaigns", "routes/api/admin/campaigns.ts"),
  route("api/admin/campaigns/preview", "routes/api/admin/campaign-preview.ts"),
  route("api/admin/campaigns/:id", "routes/api/admin/campaign.ts"),
  route("api/admin/campaigns/:id/test", "routes/api/admin/campaign-test.ts"),
  route("api/admin/campaigns/:id/send", "routes/api/admin/campaign-send.ts"),
  route("api/admin/campaigns/:id/cancel", "routes/api/admin/campaign-cancel.ts"),
  route("api/admin/prices", "routes/api/admin/prices.ts"),
  route("api/admin/prices/:id", "routes/api/admin/price.ts"),
  route("api/admin/cruises", "routes/api/admin/cruises.ts"),
  route("api/admin/cruises/:id", "routes/api/admin/cruise.ts"),
  route("api/admin/locations", "routes/api/admin/locations.ts"),
  route("api/admin/locations/:id", "routes/api/admin/location.ts"),
  route("api/admin/attractions", "routes/api/admin/attractions.ts"),
  route("api/admin/attractions/:id", "routes/api/admin/attraction.ts"),
  route("api/admin/subscribers", "routes/api/admin/subscribers.ts"),
  route("api/admin/subscribers.csv", "routes/api/admin/subscribers-csv.ts"),
  route("api/admin/subscribers/:id", "routes/api/admin/subscriber.ts"),
  route("api/admin/event-bookings", "routes/api/admin/event-bookings.ts"),
  route("api/admin/event-bookings.csv", "routes/api/admin/event-bookings-csv.ts"),
  route("api/admin/event-bookings/:id", "routes/api/admin/event-booking.ts"),
  route("api/admin/event-bookings/:id/reply", "routes/api/admin/event-booking-reply.ts"),
  route("api/admin/analytics", "routes/api/admin/analytics.ts"),
  route("api/admin/analytics.csv", "routes/api/admin/analytics-csv.ts"),
  route("api/admin/settings", "routes/api/admin/settings.ts"),
  route("api/admin/notices", "routes/api/admin/notices.ts"),
  route("api/admin/notices/:scope", "routes/api/admin/notice.ts"),
  route("api/admin/promo-events", "routes/api/admin/promo-events.ts"),
  route("api/admin/promo-events/:id", "routes/api/admin/promo-event.ts"),
  route("api/admin/content", "routes/api/admin/content.ts"),
  route("api/admin/content/:key", "routes/api/admin/content-key.ts"),
  route("api/admin/media", "routes/api/admin/media.ts"),
  route("api/admin/media/:id", "routes/api/admin/media-item.ts"),
  route("api/admin/media/:id/restore", "routes/api/admin/media-restore.ts"),
  route("api/admin/media-slots", "routes/api/admin/media-slots.ts"),
  route("api/admin/media-slots/:slot", "routes/api/admin/media-slot.ts"),
  route("api/admin/audit-log", "routes/api/admin/audit-log.ts"),
  route("api/admin/audit-log/:id/revert", "routes/api/admin/audit-log-revert.ts"),
  route("api/admin/account", "routes/api/admin/account/index.ts"),
  route("api/admin/account/password", "routes/api/admin/account/password.ts"),
  route("api/admin/account/two-factor/start", "routes/api/admin/account/two-factor.ts", {
    id: "account-2fa-start",
  }),
  route("api/admin/account/two-factor/confirm", "routes/api/admin/account/two-factor.ts", {
    id: "account-2fa-confirm",
  }),
  route("api/admin/account/two-factor/disable", "routes/api/admin/account/two-factor.ts", {
    id: "account-2fa-disable",
  }),
  route("api/admin/account/sessions/revoke-others", "routes/api/admin/account/sessions.ts"),
  route("api/admin/account/passkeys", "routes/api/admin/account/passkeys.ts", {
    id: "account-passkeys",
  }),
  route("api/admin/account/passkeys/options", "routes/api/admin/account/passkeys.ts", {
    id: "account-passkeys-options",
  }),
  route("api/admin/account/passkeys/:id", "routes/api/admin/account/passkey.ts"),
  route("api/admin/administrators", "routes/api/admin/administrators.ts"),
  route("api/admin/administrators/:id", "routes/api/admin/administrator.ts"),
  route("api/admin/people/report", "routes/api/admin/people-report.ts"),
  route("api/admin/people/erase", "routes/api/admin/people-erase.ts"),
  route("api/admin/invitations", "routes/api/admin/invitations.ts"),
  route("api/admin/invitations/:id", "routes/api/admin/invitation.ts"),
  route("api/invitations/accept", "routes/api/invitation-accept.ts"),
  route("api/newsletter/unsubscribe", "routes/api/newsletter-unsubscribe.ts"),
  route("api/*", "routes/api/not-found.ts"),
] satisfies RouteConfig;
