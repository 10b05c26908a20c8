import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Relative, not `~/`: load-context.ts reaches this file outside Vite's resolver.
import {
  DEFAULT_AVAILABILITY,
  NOTICE_STATES,
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type NoticeState,
  type ProductAvailability,
  type ProductCategory,
  type RequestKind,
  type RequestStatus,
} from "../../app/shared/enums";
import { ORDER_STATUSES, type OrderStatus } from "../../app/content/order-statuses";
import { TRASH_KINDS, type TrashKind } from "../../app/content/trash";

/**
 * The data model. Every table is created by the
 * SQL in `migrations/`, generated from this file with `npm run db:generate`.
 */

const id = () => integer("id").primaryKey({ autoIncrement: true });

const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

const now = (name: string) =>
  integer(name, { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

const createdAt = () => now("created_at");

/** Both stamps of a row that can be edited. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: now("updated_at") });

export {
  NOTICE_STATES,
  PRODUCT_AVAILABILITIES,
  PRODUCT_CATEGORIES,
  REQUEST_KINDS,
  REQUEST_STATUSES,
};
export type { NoticeState, ProductAvailability, ProductCategory, RequestKind, RequestStatus };

/** `column IN ('a', 'b', …)` for a CHECK constraint. */
const oneOf = (column: unknown, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

export const products = sqliteTable(
  "products",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    imageUrls: text("image_urls", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    mainImageUrl: text("main_image_url").notNull(),
    category: text("category", { enum: PRODUCT_CATEGORIES }).notNull(),
    isLimitedEdition: flag("is_limited_edition"),
    isSpecialty: flag("is_specialty"),
    isFeatured: flag("is_featured"),
    /**
     * The price as the owner wrote it, or as `formatPrice(priceCents)` made
     * it; shown only when there is no amount (docs/decisions/030-prices-and-stock.md).
     */
    price: text("price"),
    weight: text("weight"),
    ingredients: text("ingredients"),
    nutritionalInfo: text("nutritional_info"),
    displayOrder: integer("display_order").notNull().default(0),
    /**
     * No CHECK constraint: adding one would make drizzle-kit rebuild the table;
     * the service only stores PRODUCT_AVAILABILITIES (content/availability-states.ts),
     * and existing rows read 'disponible'.
     */
    availability: text("availability", { enum: PRODUCT_AVAILABILITIES })
      .notNull()
      .default(DEFAULT_AVAILABILITY),
    /** A short note beside the availability ('Nueva cosecha en marzo'); null for none. */
    availabilityNote: text("availability_note"),
    /**
     * The price in MXN centavos, the amount the site adds up; null when the
     * owner has not set one (the product cannot be ordered). No CHECK (see
     * `availability`): the schemas only let in 0 or more.
     */
    priceCents: integer("price_cents"),
    /** Units on hand; null when they are not counted. At 0 the product is 'agotado'. */
    stock: integer("stock"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("products_slug_unique").on(table.slug),
    index("products_display_order_idx").on(table.displayOrder, table.id),
    check(
      "products_category_check",
      sql`${table.category} IN ('Especialidades', 'Condimentos', 'Mieles', 'Edición Limitada', 'Otros')`,
    ),
  ],
);

export const stores = sqliteTable("stores", {
  id: id(),
  name: text("name").notNull(),
  address: text("address").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  phone: text("phone"),
  description: text("description"),
  ...timestamps(),
});

export const recipes = sqliteTable("recipes", {
  id: id(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  instructions: text("instructions").notNull(),
  imageUrl: text("image_url").notNull(),
  instagramUrl: text("instagram_url").notNull(),
  ...timestamps(),
});

/** Codes are stored trimmed and upper-case, so look-ups ignore case. */
export const invitationCodes = sqliteTable(
  "invitation_codes",
  {
    id: id(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    company: text("company").notNull(),
    email: text("email"),
    phone: text("phone"),
    isUsed: flag("is_used"),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    /** Id of the request that used the code. */
    usedBy: integer("used_by"),
    /** The campaign the code was made for ('Degustación de noviembre'); null for none. */
    campaign: text("campaign"),
    /** The programme the code's card points to: /associates or /clients. */
    kind: text("kind", { enum: REQUEST_KINDS }).notNull().default("associate"),
    /** `YYYY-MM-DD`: the last day the code works, in Mexico City; null never expires. */
    expiresAt: text("expires_at"),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("invitation_codes_code_unique").on(table.code),
    index("invitation_codes_campaign_idx").on(table.campaign),
    check("invitation_codes_kind_check", oneOf(table.kind, REQUEST_KINDS)),
  ],
);

/**
 * How the owner follows up an item of 'Solicitudes' (a request or a waiting
 * entry): its status, its private note and the owner's e-mail notice.
 */
function followUpColumns() {
  return {
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("nueva"),
    /** When the status last changed; null while it is still the one it arrived with. */
    statusChangedAt: integer("status_changed_at", { mode: "timestamp_ms" }),
    /** The admin's private note: what was agreed, the address, a tracking number. */
    note: text("note"),
    noticeState: text("notice_state", { enum: NOTICE_STATES }).notNull().default("off"),
    /** When the owner's notice was last sent or last failed. */
    noticeAt: integer("notice_at", { mode: "timestamp_ms" }),
  };
}

/** Pairing-box (associate) and sample (client) requests. One per code. */
export const invitationRequests = sqliteTable(
  "invitation_requests",
  {
    id: id(),
    kind: text("kind", { enum: REQUEST_KINDS }).notNull(),
    invitationCodeId: integer("invitation_code_id")
      .notNull()
      .references(() => invitationCodes.id, { onDelete: "restrict" }),
    invitationCode: text("invitation_code").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    message: text("message"),
    createdAt: createdAt(),
    ...followUpColumns(),
  },
  (table) => [
    uniqueIndex("invitation_requests_code_unique").on(table.invitationCodeId),
    index("invitation_requests_created_idx").on(table.createdAt),
    index("invitation_requests_status_idx").on(table.status, table.createdAt),
    check("invitation_requests_kind_check", sql`${table.kind} IN ('associate', 'client')`),
    check("invitation_requests_status_check", oneOf(table.status, REQUEST_STATUSES)),
    check("invitation_requests_notice_check", oneOf(table.noticeState, NOTICE_STATES)),
  ],
);

/** Every status change of a request, for its history. */
export const requestStatusChanges = sqliteTable(
  "request_status_changes",
  {
    id: id(),
    requestId: integer("request_id")
      .notNull()
      .references(() => invitationRequests.id, { onDelete: "cascade" }),
    status: text("status", { enum: REQUEST_STATUSES }).notNull(),
    changedAt: now("changed_at"),
  },
  (table) => [
    index("request_status_changes_request_idx").on(table.requestId, table.changedAt),
    check("request_status_changes_status_check", oneOf(table.status, REQUEST_STATUSES)),
  ],
);

/**
 * The waiting list ('Avísame cuando haya'): a visitor who wants a sold-out or
 * coming product leaves a name and a phone or an e-mail. Shown in the inbox
 * as the kind 'waitlist' ('Lista de espera'), with the same statuses, note and e-mail notice as the
 * invitation requests; a table of its own so the requests' table (and its
 * history, which cascades from it) is never rebuilt
 * (docs/decisions/025-availability-and-waiting-list.md).
 */
export const waitlistEntries = sqliteTable(
  "waitlist_entries",
  {
    id: id(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lower-case, so one contact is one entry. */
    email: text("email"),
    /** Digits only, so '771 555 0101' and '7715550101' are one contact. */
    phone: text("phone"),
    createdAt: createdAt(),
    ...followUpColumns(),
  },
  (table) => [
    index("waitlist_entries_product_idx").on(table.productId, table.status),
    index("waitlist_entries_created_idx").on(table.createdAt),
    check("waitlist_entries_status_check", oneOf(table.status, REQUEST_STATUSES)),
    check("waitlist_entries_notice_check", oneOf(table.noticeState, NOTICE_STATES)),
    check(
      "waitlist_entries_contact_check",
      sql`${table.email} IS NOT NULL OR ${table.phone} IS NOT NULL`,
    ),
  ],
);

const TRASH_KIND_NAMES = Object.keys(TRASH_KINDS) as [TrashKind, ...TrashKind[]];

/**
 * The trash ('Papelera'): each deleted item's row and its dependents as JSON,
 * put back whole by a restore and removed for good after 30 days
 * (docs/decisions/034-trash.md). Public reads never look here.
 */
export const trashEntries = sqliteTable(
  "trash_entries",
  {
    id: id(),
    kind: text("kind", { enum: TRASH_KIND_NAMES }).notNull(),
    /** The deleted item's own id, which a restore gives back. */
    itemId: integer("item_id").notNull(),
    title: text("title").notNull(),
    /** The row and its dependents (services/trash/kinds/), as JSON. */
    snapshot: text("snapshot").notNull(),
    deletedAt: now("deleted_at"),
    /** The admin's username; null when unknown. */
    deletedBy: text("deleted_by"),
  },
  (table) => [
    index("trash_entries_deleted_idx").on(table.deletedAt),
    check("trash_entries_kind_check", oneOf(table.kind, TRASH_KIND_NAMES)),
  ],
);

/**
 * Uploaded photos that nothing in D1 names any more since a trash entry went
 * for good, waiting for the automatic backups that may still name them to be
 * let go (docs/decisions/034-trash.md): `unusedOn` is that day in Mexico City,
 * `YYYY-MM-DD`, as a backup's name is.
 */
export const photoRemovals = sqliteTable("photo_removals", {
  hash: text("hash").primaryKey(),
  unusedOn: text("unused_on").notNull(),
});

/** Usernames are stored trimmed and lower-case. */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    username: text("username").notNull(),
    /** `scrypt$N$r$p$salt$hash`, base64 parts; never sent to a client. */
    passwordHash: text("password_hash").notNull(),
    isAdmin: flag("is_admin"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("users_username_unique").on(table.username)],
);

export const sessions = sqliteTable(
  "sessions",
  {
    /** Random, unguessable; the cookie carries it signed. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    /**
     * Moved forward at most once every few minutes; null until then, when
     * `createdAt` is the last use (docs/decisions/026-accounts-passkeys-and-sessions.md).
     */
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
    /** The browser's User-Agent when the session began, cut to 512 characters. */
    userAgent: text("user_agent"),
    /** Cloudflare's two-letter country of the sign-in, when it gave one. */
    country: text("country"),
    /**
     * The passkey (`passkeys.id`) the session was opened with; null for a
     * password. Ending the other ways in keeps it (sessions.server.ts).
     */
    passkeyId: integer("passkey_id"),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    index("sessions_expires_idx").on(table.expiresAt),
  ],
);

/** A user's WebAuthn credentials ("llaves de acceso"). */
export const passkeys = sqliteTable(
  "passkeys",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The credential id, base64url, as the authenticator gave it. */
    credentialId: text("credential_id").notNull(),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("passkeys_credential_unique").on(table.credentialId),
    index("passkeys_user_idx").on(table.userId),
  ],
);

/** A passkey ceremony's challenge: used once, within five minutes. */
export const passkeyChallenges = sqliteTable(
  "passkey_challenges",
  {
    /** Random; the page sends it back with the authenticator's answer. */
    id: text("id").primaryKey(),
    challenge: text("challenge").notNull(),
    /** The user registering a passkey; null for a sign-in. */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("passkey_challenges_expires_idx").on(table.expiresAt)],
);

export const SIGN_IN_METHODS = ["password", "passkey"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Each sign-in attempt on an existing account, for its owner to review. */
export const signInAttempts = sqliteTable(
  "sign_in_attempts",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attemptedAt: now("attempted_at"),
    succeeded: flag("succeeded"),
    method: text("method", { enum: SIGN_IN_METHODS }).notNull(),
    country: text("country"),
  },
  (table) => [
    index("sign_in_attempts_user_idx").on(table.userId, table.attemptedAt),
    check("sign_in_attempts_method_check", oneOf(table.method, SIGN_IN_METHODS)),
  ],
);

/**
 * A single-use link that lets a new person create an admin account. It goes
 * with the admin who made it: removed with them (ON DELETE CASCADE), and
 * deleted when they change their password or end their other sessions
 * (docs/decisions/026-accounts-passkeys-and-sessions.md).
 */
export const adminInvitations = sqliteTable(
  "admin_invitations",
  {
    id: id(),
    /** SHA-256 of the link's token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
  },
  (table) => [uniqueIndex("admin_invitations_token_unique").on(table.tokenHash)],
);

/**
 * One row per counted event (a failed login, a code look-up, a request),
 * per client address; limiters count the rows of a bucket in a time window.
 */
export const rateLimitHits = sqliteTable(
  "rate_limit_hits",
  {
    id: id(),
    bucket: text("bucket").notNull(),
    clientKey: text("client_key").notNull(),
    hitAt: integer("hit_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("rate_limit_hits_lookup_idx").on(table.bucket, table.clientKey, table.hitAt)],
);

/**
 * The 'Sitio' tab's sections as saved, one row each, the value as JSON
 * (validation/site-settings.ts checks it on write, and reads it field by
 * field); a section without a row shows its defaults (docs/decisions/027-site-settings.md).
 */
export const siteSettings = sqliteTable("site_settings", {
  section: text("section").primaryKey(),
  value: text("value").notNull(),
  savedAt: now("saved_at"),
});

/** A section's previous values, the newest 10 kept, for 'Restaurar'. */
export const siteSettingVersions = sqliteTable(
  "site_setting_versions",
  {
    id: id(),
    section: text("section").notNull(),
    value: text("value").notNull(),
    /** When this value was saved (it was the section's value until the next save). */
    savedAt: integer("saved_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("site_setting_versions_section_idx").on(table.section, table.id)],
);

/**
 * Keys the Worker makes for itself and only it reads: `session` signs the
 * session and toast cookies when no SESSION_SECRET is set
 * (docs/decisions/028-launch-day.md). Never in a backup or an answer.
 */
export const workerKeys = sqliteTable("worker_keys", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
});

/** The CFDI data an order keeps when the buyer asked for an invoice (validation/invoice.ts checks it). */
export interface OrderInvoice {
  rfc: string;
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
}

/**
 * Visitors' bags ('Tu bolsa'), each under the random token of its cookie
 * (docs/decisions/036-the-bag.md): the products and quantities as JSON,
 * never a price. A bag untouched for 60 days goes with the daily clean-up.
 */
export const bags = sqliteTable(
  "bags",
  {
    token: text("token").primaryKey(),
    lines: text("lines", { mode: "json" })
      .$type<{ productId: number; quantity: number }[]>()
      .notNull(),
    updatedAt: now("updated_at"),
  },
  (table) => [index("bags_updated_idx").on(table.updatedAt)],
);

/**
 * An order (docs/decisions/032-orders-without-a-payment-processor.md): its id
 * is its number ('MP-0042'), counted up and never reused (AUTOINCREMENT);
 * what the buyer chose is copied (the delivery's and payment's labels, the
 * lines' names and prices), so changing the settings or the catalogue later
 * never changes an order. Amounts in MXN centavos.
 */
export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    /** The private status page's key (`/pedido/<token>`): random, unguessable. */
    token: text("token").notNull(),
    name: text("name").notNull(),
    /** Ten digits. */
    phone: text("phone").notNull(),
    email: text("email"),
    deliveryOption: text("delivery_option").notNull(),
    deliveryLabel: text("delivery_label").notNull(),
    deliveryAddress: text("delivery_address"),
    deliveryPostalCode: text("delivery_postal_code"),
    paymentMethod: text("payment_method").notNull(),
    paymentLabel: text("payment_label").notNull(),
    notes: text("notes"),
    /** The CFDI data when the buyer asked for an invoice; null otherwise. */
    invoice: text("invoice", { mode: "json" }).$type<OrderInvoice | null>(),
    subtotalCents: integer("subtotal_cents").notNull(),
    deliveryCents: integer("delivery_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("nuevo"),
    /** The owner's e-mail notice of the order, as for requests. */
    noticeState: text("notice_state", { enum: NOTICE_STATES }).notNull().default("off"),
    noticeAt: integer("notice_at", { mode: "timestamp_ms" }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex("orders_token_unique").on(table.token),
    index("orders_status_idx").on(table.status, table.createdAt),
    index("orders_created_idx").on(table.createdAt),
    check("orders_status_check", oneOf(table.status, ORDER_STATUSES)),
    check("orders_notice_check", oneOf(table.noticeState, NOTICE_STATES)),
  ],
);

/**
 * An order's products: name and unit price copied when it was placed. The
 * product's id is kept while the product exists; deleting it leaves the line
 * (SET NULL), so a sale is never lost.
 */
export const orderLines = sqliteTable(
  "order_lines",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    unitCents: integer("unit_cents").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * The units the order took from the product's stock: the quantity when
     * its units were counted, 0 when not (stock null), so a cancel gives back
     * only what was taken. Null on lines stored before it was kept: the quantity.
     */
    unitsTaken: integer("units_taken"),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    index("order_lines_product_idx").on(table.productId),
  ],
);

/** Every status an order took, with the note the change carried and who made it. */
export const orderStatusChanges = sqliteTable(
  "order_status_changes",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status", { enum: ORDER_STATUSES }).notNull(),
    note: text("note"),
    changedAt: now("changed_at"),
    /** The admin's username; null when the buyer placed the order. */
    changedBy: text("changed_by"),
  },
  (table) => [
    index("order_status_changes_order_idx").on(table.orderId, table.changedAt),
    check("order_status_changes_status_check", oneOf(table.status, ORDER_STATUSES)),
  ],
);

export type { OrderStatus };

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Store = typeof stores.$inferSelect;
export type NewStore = typeof stores.$inferInsert;
export type Recipe = typeof recipes.$inferSelect;
export type NewRecipe = typeof recipes.$inferInsert;
export type InvitationCode = typeof invitationCodes.$inferSelect;
export type NewInvitationCode = typeof invitationCodes.$inferInsert;
export type InvitationRequest = typeof invitationRequests.$inferSelect;
export type RequestStatusChange = typeof requestStatusChanges.$inferSelect;
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
export type User = typeof users.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type Passkey = typeof passkeys.$inferSelect;
export type SignInAttempt = typeof signInAttempts.$inferSelect;
export type SiteSettingRow = typeof siteSettings.$inferSelect;
export type SiteSettingVersion = typeof siteSettingVersions.$inferSelect;
export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderLines.$inferSelect;
export type OrderStatusChange = typeof orderStatusChanges.$inferSelect;
export type TrashRow = typeof trashEntries.$inferSelect;
