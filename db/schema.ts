import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  date,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Every instant is stored with its time zone (timestamptz). */
const tz = (name: string) => timestamp(name, { withTimezone: true });
/** When the row was written / last changed: set by the database unless given. */
const createdAt = () => tz("created_at").defaultNow().notNull();
const updatedAt = () => tz("updated_at").defaultNow().notNull();

/* ------------------------------------------------------------------ */
/* Business tables (docs/product.md §3, docs/architecture.md §5)                          */
/* ------------------------------------------------------------------ */

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Stored trimmed and lower-cased; unique. */
    email: text("email").notNull(),
    phone: text("phone"),
    region: text("region"),
    language: text("language").notNull().default("pl"),
    isActive: boolean("is_active").notNull().default(true),
    subscribedAt: tz("subscribed_at").defaultNow().notNull(),
    unsubscribedAt: tz("unsubscribed_at"),
    consentAt: tz("consent_at"),
    consentVersion: text("consent_version"),
    whatsappGroup: boolean("whatsapp_group").notNull().default(false),
    /**
     * The separate, optional consent to marketing by text message and phone call (PKE art. 398;
     * issue 45, item 15): when it was given and the version of its text; null without it.
     */
    phoneConsentAt: tz("phone_consent_at"),
    phoneConsentVersion: text("phone_consent_version"),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`),
    index("newsletter_subscribers_active_region_idx").on(t.isActive, t.region),
  ],
);

/**
 * A sign-up for an address that unsubscribed, waiting for the person to confirm it (issue 31,
 * finding 3; decision 280): the values the form sent, kept apart from the subscriber until the
 * link in the confirmation e-mail is used (single use: the row is deleted then) or expires
 * (`expires_at`, 7 days; the daily retention job deletes it). Only a SHA-256 of the link's token
 * is stored, minted when the e-mail is sent (decision 220).
 */
export const newsletterReactivations = pgTable(
  "newsletter_reactivations",
  {
    id: serial("id").primaryKey(),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    region: text("region"),
    language: text("language").notNull(),
    whatsappGroup: boolean("whatsapp_group").notNull().default(false),
    /** The optional SMS and phone marketing tick of the sign-up (decision 436); with a phone only. */
    phoneConsent: boolean("phone_consent").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: tz("expires_at").notNull(),
  },
  (t) => [
    uniqueIndex("newsletter_reactivations_token_hash_idx").on(t.tokenHash),
    index("newsletter_reactivations_subscriber_idx").on(t.subscriberId),
  ],
);

export const cruisePrices = pgTable("cruise_prices", {
  id: serial("id").primaryKey(),
  cruiseType: text("cruise_type").notNull().unique(),
  price: numeric("price", {
    precision: 10,
    scale: 2,
    mode: "number",
  }).notNull(),
  currency: text("currency").notNull().default("PLN"),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const attractions = pgTable(
  "attractions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull(),
    price: text("price").notNull(),
    duration: text("duration"),
    location: text("location").notNull(),
    /** Optional English values; English pages fall back to the Polish ones when null. */
    nameEn: text("name_en"),
    categoryEn: text("category_en"),
    descriptionEn: text("description_en"),
    priceEn: text("price_en"),
    durationEn: text("duration_en"),
    locationEn: text("location_en"),
    imageUrl: text("image_url"),
    websiteUrl: text("website_url"),
    googleMapsUrl: text("google_maps_url"),
    isActive: boolean("is_active").notNull().default(true),
    displayOrder: integer("display_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("attractions_active_order_idx").on(t.isActive, t.displayOrder)],
);

export const ENQUIRY_STATUSES = ["new", "in_progress", "confirmed", "declined", "done"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const eventBookings = pgTable(
  "event_bookings",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    eventDate: text("event_date").notNull(),
    timeFrom: text("time_from").notNull(),
    timeTo: text("time_to").notNull(),
    description: text("description").notNull(),
    language: text("language").notNull().default("pl"),
    ip: text("ip"),
    /** The operator's workflow status (the enquiries inbox). */
    status: text("status").$type<EnquiryStatus>().notNull().default("new"),
    /** The catalogue cruise the enquiry asks about (its key), or null for an event enquiry (decision 352). */
    cruiseKey: text("cruise_key"),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index("event_bookings_created_idx").on(t.createdAt),
    index("event_bookings_status_idx").on(t.status, t.createdAt),
  ],
);

/** The thread of an enquiry: internal notes and the replies sent to the visitor. */
export const eventBookingNotes = pgTable(
  "event_booking_notes",
  {
    id: serial("id").primaryKey(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => eventBookings.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"note" | "reply">().notNull(),
    authorEmail: text("author_email"),
    subject: text("subject"),
    body: text("body").notNull(),
    /** For a reply: its outbox row's dedupe key (the delivery state is read from there). */
    outboxKey: text("outbox_key"),
    createdAt: createdAt(),
  },
  (t) => [index("event_booking_notes_booking_idx").on(t.bookingId, t.createdAt)],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    /** Unique key: the same logical e-mail is queued at most once. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    textBody: text("text_body").notNull(),
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tz("next_attempt_at").defaultNow().notNull(),
    lockedUntil: tz("locked_until"),
    lastError: text("last_error"),
    jobId: integer("job_id"),
    /**
     * A newsletter e-mail: sent only while this subscriber is still active (checked by the
     * worker just before sending; otherwise the row becomes 'skipped').
     */
    subscriberId: integer("subscriber_id"),
    /**
     * The secret link this e-mail carries, as a reference ("admin-invitation:12",
     * "unsubscribe:34"): minted only when it is sent, never stored (docs/decisions/220).
     */
    secretRef: text("secret_ref"),
    /**
     * Files sent with the e-mail (a gift voucher's PDF, decision 370), base64; emptied with the
     * content by the retention job.
     */
    attachments:
      jsonb("attachments").$type<
        Array<{ filename: string; contentType: string; base64: string }>
      >(),
    createdAt: createdAt(),
    sentAt: tz("sent_at"),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_job_idx").on(t.jobId, t.status),
  ],
);

export const bulkSendJobs = pgTable(
  "bulk_send_jobs",
  {
    id: serial("id").primaryKey(),
    region: text("region"),
    status: text("status")
      .$type<"queued" | "running" | "done" | "failed">()
      .notNull()
      .default("queued"),
    total: integer("total").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    finishedAt: tz("finished_at"),
    /** Only one running job at a time: a partial unique index on a constant. */
    activeLock: boolean("active_lock"),
  },
  (t) => [uniqueIndex("bulk_send_jobs_one_active_idx").on(t.activeLock)],
);

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "sending", "sent", "cancelled"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Newsletter campaigns (docs/decisions/170): Markdown bodies in Polish and optionally English. */
export const campaigns = pgTable(
  "campaigns",
  {
    id: serial("id").primaryKey(),
    subjectPl: text("subject_pl").notNull(),
    bodyPl: text("body_pl").notNull(),
    subjectEn: text("subject_en"),
    bodyEn: text("body_en"),
    /** null = every active subscriber; otherwise one region (subscribers of "all" included). */
    region: text("region"),
    status: text("status").$type<CampaignStatus>().notNull().default("draft"),
    /** When a scheduled campaign starts (an instant; the panel shows it in Europe/Warsaw). */
    scheduledAt: tz("scheduled_at"),
    /** Recipients created when sending started. */
    total: integer("total").notNull().default(0),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: tz("started_at"),
    finishedAt: tz("finished_at"),
  },
  (t) => [index("campaigns_status_scheduled_idx").on(t.status, t.scheduledAt)],
);

/**
 * One row per (campaign, subscriber), created in the same transaction as its outbox row
 * (dedupe key `campaign:<campaignId>:<subscriberId>`): the unique index makes the audience
 * of a campaign fixed and each subscriber's e-mail queued once. The delivery status is the
 * outbox row's. No address is stored here (erasure deletes the subscriber and cascades).
 */
export const campaignRecipients = pgTable(
  "campaign_recipients",
  {
    id: serial("id").primaryKey(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    outboxKey: text("outbox_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_recipients_campaign_subscriber_idx").on(t.campaignId, t.subscriberId),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    action: text("action").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.createdAt)],
);

/** Daily jobs: one row per (job, day) claims that day's run for exactly one process. */
export const jobRuns = pgTable(
  "job_runs",
  {
    id: serial("id").primaryKey(),
    job: text("job").notNull(),
    day: text("day").notNull(),
    startedAt: tz("started_at").defaultNow().notNull(),
    finishedAt: tz("finished_at"),
    result: jsonb("result"),
    error: text("error"),
  },
  (t) => [uniqueIndex("job_runs_job_day_idx").on(t.job, t.day)],
);

/** Fixed-window per-key counters for our own rate limits (shared by every process). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: tz("window_start").notNull(),
});

/**
 * First-party analytics (docs/decisions/180): counts only, one row per day (Europe/Warsaw),
 * event, page, language, location, channel and booking type. No visitor, address or browser
 * is stored anywhere; "" stands for "not given" so the key has no nulls.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    lang: text("lang").notNull(),
    location: text("location").notNull().default(""),
    channel: text("channel").notNull().default(""),
    bookingType: text("booking_type").notNull().default(""),
    /** Where the visit came from, one of a fixed set (app/lib/analytics/sources.ts; "" before it was counted). */
    source: text("source").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull(),
  },
  (t) => [
    primaryKey({
      columns: [t.day, t.name, t.path, t.lang, t.location, t.channel, t.bookingType, t.source],
    }),
  ],
);

/* ------------------------------------------------------------------ */
/* better-auth tables (with the admin plugin's fields)                 */
/* ------------------------------------------------------------------ */

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: tz("ban_expires"),
  /** better-auth's twoFactor plugin: true once the first TOTP code was verified. */
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** Set at each completed sign-in (after the second step when 2FA is on); the Administrators list shows it. */
  lastSignInAt: tz("last_sign_in_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable("session", {
  id: text("id").primaryKey(),
  expiresAt: tz("expires_at").notNull(),
  token: text("token").notNull().unique(),
  createdAt: tz("created_at").notNull(),
  updatedAt: tz("updated_at").notNull(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  impersonatedBy: text("impersonated_by"),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
});

export const account = pgTable("account", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: tz("access_token_expires_at"),
  refreshTokenExpiresAt: tz("refresh_token_expires_at"),
  scope: text("scope"),
  password: text("password"),
  createdAt: tz("created_at").notNull(),
  updatedAt: tz("updated_at").notNull(),
});

export const verification = pgTable("verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: tz("expires_at").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** better-auth's twoFactor plugin: the TOTP secret and backup codes (both encrypted with AUTH_SECRET). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: tz("locked_until"),
  },
  (t) => [index("two_factor_user_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/**
 * TOTP codes that have signed someone in, kept while the code stays valid (ASVS V2.8.4): the
 * primary key makes "this code signs in once" one atomic insert, so two sign-ins racing with
 * the same password and code cannot both pass (app/features/admin-auth/auth.server.ts).
 */
export const twoFactorUsedCode = pgTable(
  "two_factor_used_code",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    expiresAt: tz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] })],
);

/**
 * better-auth's passkey plugin: an administrator's WebAuthn credentials (decision 268). Only the
 * public key is stored; a passkey signs in as both factors. `lastUsedAt` is ours, set when one
 * signs someone in (app/features/admin-auth/auth.server.ts).
 */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: tz("created_at").defaultNow(),
    aaguid: text("aaguid"),
    lastUsedAt: tz("last_used_at"),
  },
  (t) => [
    index("passkey_user_idx").on(t.userId),
    uniqueIndex("passkey_credential_id_idx").on(t.credentialID),
  ],
);

/**
 * Invitations to become an administrator (docs/product.md §10): only a SHA-256 hash of the
 * single-use token is stored; a link is good for 24 hours.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    lang: text("lang").notNull(),
    invitedById: text("invited_by_id"),
    invitedByEmail: text("invited_by_email"),
    createdAt: createdAt(),
    expiresAt: tz("expires_at").notNull(),
    usedAt: tz("used_at"),
    revokedAt: tz("revoked_at"),
    acceptedUserId: text("accepted_user_id"),
  },
  (t) => [
    uniqueIndex("admin_invitations_token_hash_idx").on(t.tokenHash),
    index("admin_invitations_email_idx").on(t.email),
  ],
);

/**
 * The operator's edits of page copy (docs/decisions/240): one row per key and language, over
 * the default in the code's catalogue. `default_hash` is the hash of the default the edit was
 * made against, so the panel can flag an edit whose default has changed since. A list key
 * (`faq.items`) keeps its order of item ids as JSON in `value`, with `lang` "all".
 */
export const pageCopyOverrides = pgTable(
  "page_copy_overrides",
  {
    key: text("key").notNull(),
    lang: text("lang").notNull(),
    value: text("value").notNull(),
    defaultHash: text("default_hash").notNull(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.lang] })],
);
/* ------------------------------------------------------------------ */
/* Photos (docs/decisions/250)                                         */
/* ------------------------------------------------------------------ */

/**
 * Raw bytes (bytea); node-postgres answers a Buffer, PGlite a Uint8Array: both become a Buffer.
 * Written as a binary parameter, the bytes as they are, on both databases (decision 460).
 * PGlite's own serialiser for one (a JavaScript array of a number and then a two-character
 * string per byte) needed over 128 MB of heap for a 3.6 MB phone photo (decision 269), so the
 * embedded database is created with one that hands the bytes over untouched
 * (app/lib/db.server.ts); the base64 text written until then was a string a third larger than
 * each piece, and work for the database to decode.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (v) => v,
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The derived files of one photo, by role: what `media.files` holds (hashes of `media_files`). */
export interface MediaFileSet {
  master: string;
  /** Width → hash, one per format. */
  avif: Record<string, string>;
  webp: Record<string, string>;
  /** The 1200×630 JPEG for Open Graph and e-mails, cropped around `ogFocal`. */
  og: string;
  /** A small JPEG for the panel's grid. */
  thumb: string;
}

/**
 * One photo of the library. An upload waits for the queue in `media_chunks` (file "original"),
 * `original_hash` naming it, until the queue has processed it (status pending → ready, or
 * failed); `files` names the derived files once ready. A delete
 * only sets `deleted_at` (restorable for 30 days, then purged by a daily job).
 */
export const media = pgTable(
  "media",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("pending"),
    /** SHA-256 (hex) of the upload waiting for the queue in `media_chunks`; null once processed. */
    originalHash: text("original_hash"),
    originalName: text("original_name"),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    altPl: text("alt_pl").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    /** The focal point the Open Graph crop was made for ("x,y"); another one queues a new crop. */
    ogFocal: text("og_focal"),
    placeholder: text("placeholder"),
    files: jsonb("files").$type<MediaFileSet>(),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: tz("claimed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tz("deleted_at"),
  },
  (t) => [index("media_status_idx").on(t.status, t.id)],
);

/**
 * Every derived file, addressed by the SHA-256 of their content (served at /media/<hash>.<ext>);
 * its bytes are in `media_chunks` under its hash.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    hash: text("hash").notNull(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  // The same bytes may belong to two photos (one file uploaded twice): each keeps its own row.
  (t) => [
    primaryKey({ columns: [t.hash, t.mediaId] }),
    index("media_files_media_idx").on(t.mediaId),
  ],
);

/**
 * The bytes of a photo's upload (file "original") and of each of its derived files (file = the
 * hash), in pieces of at most 256 KB, each written and read in its own statement (decision 442):
 * no statement carries a whole photo, so PGlite's WebAssembly memory, which grows to the largest
 * value it has held and never shrinks, and the drivers' text forms of a bytea stay small.
 */
export const mediaChunks = pgTable(
  "media_chunks",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    file: text("file").notNull(),
    seq: integer("seq").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.mediaId, t.file, t.seq] })],
);

/** Which photos a public picture place shows (a gallery several, in order); no row = the drawing. */
export const mediaSlots = pgTable("media_slots", {
  slot: text("slot").primaryKey(),
  mediaIds: jsonb("media_ids").$type<number[]>().notNull(),
  updatedAt: updatedAt(),
});

/* ------------------------------------------------------------------ */
/* What the operator edits on the site (docs/architecture.md §3, decision 230) */
/* ------------------------------------------------------------------ */

/**
 * Business facts (contact channels, social links, company data): one row, `values` holds what
 * the operator saved; anything missing takes its default from app/config/site.ts.
 */
export const siteSettings = pgTable("site_settings", {
  id: integer("id").primaryKey(),
  values: jsonb("values").notNull(),
  updatedAt: updatedAt(),
});

/** A notice on the site (all pages, or one location's pages), at most one per scope. */
export const siteNotices = pgTable("site_notices", {
  scope: text("scope").primaryKey(),
  kind: text("kind").notNull(),
  messagePl: text("message_pl").notNull(),
  messageEn: text("message_en"),
  startsAt: tz("starts_at"),
  endsAt: tz("ends_at").notNull(),
  updatedAt: updatedAt(),
});

/** Promotional events (docs/product.md §3), seeded with the five of docs/product.md §3 by their migration. */
export const promoEvents = pgTable("promo_events", {
  id: serial("id").primaryKey(),
  titlePl: text("title_pl").notNull(),
  titleEn: text("title_en").notNull().default(""),
  descriptionPl: text("description_pl").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
  icon: text("icon").notNull().default("gift"),
  /** YYYY-MM-DD (Warsaw's calendar), or null for an event without a date. */
  date: text("date"),
  /** HH:MM in Warsaw, or null. */
  time: text("time"),
  yearly: boolean("yearly").notNull().default(false),
  location: text("location").notNull().default("warszawa"),
  published: boolean("published").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The booking provider's departures, one row per item, shared by every process (decision 310):
 * the fixed window (today to 14 days ahead) last fetched, its checked availabilities, when it was
 * fetched and tried, the last error (never a key), and the lease of the process refreshing it.
 */
export const departureCache = pgTable("departure_cache", {
  /** "{provider}:{item id}", e.g. "fareharbor:623503". */
  item: text("item").primaryKey(),
  /** YYYY-MM-DD in Warsaw: the window the payload covers. */
  windowStart: text("window_start"),
  windowEnd: text("window_end"),
  /** The checked availabilities (features/departures/provider.server.ts, ProviderAvailability[]). */
  payload: jsonb("payload"),
  /** The last successful fetch. */
  fetchedAt: tz("fetched_at"),
  /** The last claim of a refresh, successful or not (one call per DEPARTURES_REFRESH_S). */
  attemptedAt: tz("attempted_at"),
  lastError: text("last_error"),
  lastErrorAt: tz("last_error_at"),
  /** A refresh in progress: until when, and which process. */
  leaseUntil: tz("lease_until"),
  leaseOwner: text("lease_owner"),
  /** Requests made to the provider for this item, all processes together. */
  upstreamCalls: integer("upstream_calls").notNull().default(0),
  updatedAt: updatedAt(),
});
/* ------------------------------------------------------------------ */
/* The business as data: locations and cruises (docs/architecture.md §3, decisions 300-309) */
/* ------------------------------------------------------------------ */

/**
 * The locations (decision 400): the original three are seed rows, the operator adds more. `status`
 * "coming_soon" keeps a location's cruises off the site, "hidden" its page too. Its page is
 * `/<slug_pl>` and `/en/<slug_en>` (`page_en` overrides the English path: the product's Warsaw twin
 * `/warsaw-river-cruise`). No row is ever deleted, so an id is never reused.
 */
export const locations = pgTable("locations", {
  id: text("id").primaryKey(),
  status: text("status").notNull().default("open"),
  namePl: text("name_pl").notNull().default(""),
  nameEn: text("name_en").notNull().default(""),
  slugPl: text("slug_pl").notNull().default(""),
  slugEn: text("slug_en").notNull().default(""),
  /** The English page's path when it is not `/en/<slug_en>`; null: that. */
  pageEn: text("page_en"),
  sortOrder: integer("sort_order").notNull().default(0),
  /** the original three: cannot be hidden; their ids, names and page URLs never change. */
  spec: boolean("spec").notNull().default(false),
  /**
   * Which sections its page shows (decision 400): the original three keep their own (`warszawa`,
   * `zegrze`, `gdansk`); a new location has the standard ones (`standard`).
   */
  layout: text("layout").notNull().default("standard"),
  /** Where the boats start; null = the code's default text. */
  startPointPl: text("start_point_pl"),
  startPointEn: text("start_point_en"),
  lat: real("lat"),
  lng: real("lng"),
  /** Wind (km/h) above which the operator is warned (read by the departures work). */
  windLimitKmh: integer("wind_limit_kmh"),
  /** The season its cruises without their own inherit (decision 350); null: all year. */
  season: jsonb("season").$type<CruiseSeason>(),
  updatedAt: updatedAt(),
});

/** A cruise's season: from and until as "MM-DD" (until may be before from: over the new year). */
export interface CruiseSeason {
  from: string;
  until: string;
}
/** Weekly departures: ISO weekdays (Monday 1) and "HH:MM" times. */
export interface CruiseDepartures {
  days: number[];
  times: string[];
}

/**
 * The cruise catalogue (decision 300). the six original cruises are rows too (inserted by migration 0013):
 * for them a null text means the code's default (app/features/cruises/defaults.ts); a new
 * cruise keeps every text here. A deletion only sets `deleted_at`: the key and the slugs stay
 * reserved and the old URLs answer 301. `old_slugs` are earlier slugs of a published cruise.
 */
export const cruises = pgTable(
  "cruises",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    location: text("location").notNull(),
    kind: text("kind").notNull(),
    durationMin: integer("duration_min").notNull(),
    capacity: integer("capacity").notNull(),
    namePl: text("name_pl"),
    nameEn: text("name_en"),
    slugPl: text("slug_pl").notNull(),
    slugEn: text("slug_en").notNull(),
    summaryPl: text("summary_pl"),
    summaryEn: text("summary_en"),
    imageAltPl: text("image_alt_pl"),
    imageAltEn: text("image_alt_en"),
    routePl: jsonb("route_pl").$type<string[]>(),
    routeEn: jsonb("route_en").$type<string[]>(),
    includedPl: jsonb("included_pl").$type<string[]>(),
    includedEn: jsonb("included_en").$type<string[]>(),
    excludedPl: jsonb("excluded_pl").$type<string[]>(),
    excludedEn: jsonb("excluded_en").$type<string[]>(),
    season: jsonb("season").$type<CruiseSeason>(),
    departures: jsonb("departures").$type<CruiseDepartures>(),
    bookingChannel: text("booking_channel").notNull().default("phone"),
    bookingItemId: text("booking_item_id"),
    published: boolean("published").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    oldSlugs: jsonb("old_slugs")
      .$type<Array<{ lang: "pl" | "en"; slug: string }>>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tz("deleted_at"),
  },
  (t) => [
    uniqueIndex("cruises_key_idx").on(t.key),
    uniqueIndex("cruises_slug_pl_idx").on(t.location, t.slugPl),
    uniqueIndex("cruises_slug_en_idx").on(t.location, t.slugEn),
    index("cruises_location_order_idx").on(t.location, t.sortOrder),
  ],
);

/* ------------------------------------------------------------------ */
/* Gift vouchers (issue 44, decisions 370-372)                         */
/* ------------------------------------------------------------------ */

/**
 * An order of a gift voucher paid on Stripe's hosted Checkout: `pending` until Stripe confirms
 * (the signed webhook or the reconciliation's read of the session), then `paid` exactly once
 * (a conditional update); `cancelled` when the session expired, `failed` when Stripe could not
 * be reached at checkout, `refunded` after a withdrawal. Money in integer grosze. The withdrawal
 * link's token is minted when the buyer's e-mail is sent; only its SHA-256 is stored.
 */
export const voucherOrders = pgTable(
  "voucher_orders",
  {
    id: serial("id").primaryKey(),
    status: text("status")
      .$type<"pending" | "paid" | "cancelled" | "failed" | "refunded">()
      .notNull()
      .default("pending"),
    kind: text("kind").$type<"value" | "cruise">().notNull(),
    amountGrosze: integer("amount_grosze").notNull(),
    cruiseKey: text("cruise_key"),
    people: integer("people"),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** The day (Warsaw) the recipient's e-mail goes at 08:00; null: no recipient e-mail or at once. */
    sendAt: date("send_at"),
    lang: text("lang").$type<"pl" | "en">().notNull(),
    stripeSessionId: text("stripe_session_id"),
    paymentIntentId: text("payment_intent_id"),
    withdrawTokenHash: text("withdraw_token_hash"),
    createdAt: createdAt(),
    paidAt: tz("paid_at"),
    closedAt: tz("closed_at"),
  },
  (t) => [
    uniqueIndex("voucher_orders_session_idx").on(t.stripeSessionId),
    uniqueIndex("voucher_orders_withdraw_token_idx").on(t.withdrawTokenHash),
    index("voucher_orders_pending_idx").on(t.status, t.createdAt),
  ],
);

/**
 * A gift voucher. Its balance is the sum of its ledger (never stored here); `status` is
 * `active`, `used` (nothing left after a redemption), `void` (voided or refunded) or
 * `withdrawing` (a refund through Stripe under way); "expired" is an active voucher past
 * `expires_at`. `order_id` is unique: an order issues one voucher, however often it is confirmed.
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    /** 12 characters of the code alphabet, stored without dashes, upper case. */
    code: text("code").notNull(),
    orderId: integer("order_id").references(() => voucherOrders.id),
    kind: text("kind").$type<"value" | "cruise">().notNull(),
    cruiseKey: text("cruise_key"),
    cruiseNamePl: text("cruise_name_pl"),
    cruiseNameEn: text("cruise_name_en"),
    people: integer("people"),
    amountGrosze: integer("amount_grosze").notNull(),
    recipientName: text("recipient_name"),
    status: text("status")
      .$type<"active" | "used" | "void" | "withdrawing">()
      .notNull()
      .default("active"),
    /** Issued by hand in the panel (a prize, a corporate batch): paid by no one. */
    byHand: boolean("by_hand").notNull().default(false),
    note: text("note"),
    expiresAt: tz("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vouchers_code_idx").on(t.code),
    uniqueIndex("vouchers_order_idx").on(t.orderId),
  ],
);

/**
 * The append-only ledger of a voucher (pretix's gift-card idea): `issue` (+), `redeem` (-),
 * `refund` (-), `void` (- the rest), `extend` (0, the new expiry in the note), `correct` (±).
 * `balance_after` is the running sum, and the database refuses a negative one.
 */
export const voucherLedger = pgTable(
  "voucher_ledger",
  {
    id: serial("id").primaryKey(),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    kind: text("kind")
      .$type<"issue" | "redeem" | "refund" | "extend" | "void" | "correct">()
      .notNull(),
    amountGrosze: integer("amount_grosze").notNull(),
    balanceAfterGrosze: integer("balance_after_grosze").notNull(),
    actorEmail: text("actor_email"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("voucher_ledger_voucher_idx").on(t.voucherId, t.id),
    check("voucher_ledger_balance_nonnegative", sql`${t.balanceAfterGrosze} >= 0`),
  ],
);
