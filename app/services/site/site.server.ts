/**
 * The site a request works on, chosen once from the request's mode
 * (docs/decisions/002-standalone-mode.md): the live site reads and writes
 * D1, R2 and KV; the standalone site reads the static copy, simulates every
 * write and refuses what it never holds (invitation codes, requests,
 * backups, the automatic ones too, the trash). Routes and controllers ask the site; none of them looks at the
 * mode.
 */
import type { ImageManifest } from "~/content/image-manifest";
import type { Database } from "~/db/client.server";
import type { InvitationCode, InvitationRequest } from "~/db/schema";
import type { InboxItem, InboxPage } from "~/services/request-inbox.server";
import type { InboxItemKind, InboxItemOf } from "~/services/inbox-items.server";
import type { WaitlistInput } from "~/validation/waitlist";
import type { RequestChange, RequestFilters } from "~/validation/request-follow-up";
import type { Backup, BackupCounts } from "~/services/backup.server";
import type { StoredBackup } from "~/services/stored-backups.server";
import type { listProducts } from "~/services/catalog.server";
import type { UploadedImage } from "~/services/image-store.server";
import type { InvitationContact } from "~/services/invitations.server";
import type {
  CampaignFigures,
  CardPage,
  CardSelection,
  CodeFilters,
} from "~/services/invitation-campaigns.server";
import type { listRecipes } from "~/services/recipes.server";
import type { listStores } from "~/services/stores.server";
import type { ReprocessOutcome } from "~/services/image-reprocess.server";
import type { PublicContent } from "~/services/public-content.server";
import type { SimulatedWrite } from "~/services/standalone-writes.server";
import type { AdminSiteSettings, SectionWrite } from "~/services/site-settings.server";
import type { SiteSettings, SiteSettingsSection } from "~/validation/site-settings";
import type { SiteMode } from "~/shared/site-mode";
import type { TrashEntry } from "~/content/trash";
import type { InvitationRequestInput } from "~/validation/invitation-request";
import type { OrderDesk } from "~/services/orders/order-desk.server";
import { liveSite } from "./live-site.server";
import { standaloneSite } from "./standalone-site.server";

export type { SiteMode };

/** What the site needs from the request's load context. */
export interface SiteContext {
  mode: SiteMode;
  db: Database;
  cloudflare: { env: Env; ctx: Pick<ExecutionContext, "waitUntil"> };
  /** For the absolute link in the owner's e-mail. */
  origin: string;
  markContentChanged(): void;
}

/** The 'Solicitudes' inbox. The standalone site refuses all but `newCount` (null there). */
export interface RequestInbox {
  /** Invitation requests and waiting-list entries. */
  requests(filters?: RequestFilters): Promise<InboxItem[]>;
  /** The tab's rows (none for null: a refused filter) and its product filter's choices. */
  page(filters: RequestFilters | null): Promise<InboxPage>;
  /** One item, by its kind (a request's and an entry's ids are each their own). */
  item<Kind extends InboxItemKind>(kind: Kind, id: number): Promise<InboxItemOf[Kind]>;
  /** Its status and note. */
  change<Kind extends InboxItemKind>(
    kind: Kind,
    id: number,
    change: RequestChange,
  ): Promise<InboxItemOf[Kind]>;
  /** Sends the owner's e-mail notice of it again, and waits for the outcome. */
  resendNotice<Kind extends InboxItemKind>(kind: Kind, id: number): Promise<InboxItemOf[Kind]>;
  /** How many people are still waiting for a product; null when unknown. */
  waitingCount(productId: number): Promise<number | null>;
  /** How many requests are 'nueva', for the tab's label; null when unknown. */
  newCount(): Promise<number | null>;
  /** Whether the owner's e-mail notices are configured (a sender, and a recipient in 'Sitio'). */
  noticesOn(): Promise<boolean>;
}

/** The admin's invitation codes and campaigns; the standalone site refuses them all. */
export interface InvitationCodeBook {
  list(filters?: CodeFilters): Promise<InvitationCode[]>;
  /** One code, as the admin's JSON shows it; a 404 when there is none. */
  code(id: number): Promise<InvitationCode>;
  /** Every campaign with its figures. */
  campaigns(): Promise<CampaignFigures[]>;
  /** The codes tab: the filtered codes and every campaign's figures. */
  overview(
    filters: CodeFilters,
  ): Promise<{ codes: InvitationCode[]; campaigns: CampaignFigures[] }>;
  /** How many codes of a campaign are still usable (what retiring it stops). */
  usableCount(campaign: string): Promise<number>;
  /** The usable codes a sheet of cards prints, a page at a time. */
  cards(
    selection: CardSelection,
    page: CardPage,
  ): Promise<{ codes: InvitationCode[]; more: boolean }>;
}

/**
 * What a write of an admin collection is, for the standalone site's answer:
 * `save` for a create or replace of a product, recipe or store (the data
 * with an id); `write` for anything else (the data as sent).
 */
export type WriteKind = "save" | "write";

/** A write's outcome: what storage answered, or what the standalone site made up. */
export type WriteOutcome<R, S> =
  { simulated: false; value: R } | { simulated: true; value: SimulatedWrite<S> };

export type StoredImage = Pick<UploadedImage, "imageUrl" | "created"> &
  Partial<Pick<UploadedImage, "hash" | "entry">>;

export interface AdminCatalog {
  products(): ReturnType<typeof listProducts>;
  stores(): ReturnType<typeof listStores>;
  recipes(): ReturnType<typeof listRecipes>;
  imageManifest(): Promise<ImageManifest>;
}

/** A write of a section: its value and whether KV took the replica, or the simulated answer. */
export type SectionOutcome<S extends SiteSettingsSection> = WriteOutcome<
  SectionWrite<SiteSettings[S]>,
  SiteSettings[S]
>;

/**
 * The 'Sitio' tab's settings: the live site reads D1 and writes D1, then the
 * KV replica public pages read, then marks the content changed; the standalone
 * site reads the KV replica and simulates every write.
 */
export interface SiteSettingsBook {
  read(): Promise<AdminSiteSettings>;
  save<S extends SiteSettingsSection>(
    section: S,
    value: SiteSettings[S],
  ): Promise<SectionOutcome<S>>;
  restoreVersion<S extends SiteSettingsSection>(
    section: S,
    versionId: number,
  ): Promise<SectionOutcome<S>>;
  restoreDefaults<S extends SiteSettingsSection>(section: S): Promise<SectionOutcome<S>>;
}

export interface Site {
  /** Public pages and the public JSON: D1, or the static copy. */
  content: PublicContent;
  /** What the admin screens list. A live admin never sees the static copy. */
  catalog: AdminCatalog;
  /** Data only the live site holds; the standalone site refuses with StandaloneRefusal. */
  invitationCodes: InvitationCodeBook;
  inbox: RequestInbox;
  settings: SiteSettingsBook;
  contentCounts(): Promise<BackupCounts>;
  backup(now: Date): Promise<Backup>;
  /** The automatic backups, newest first (docs/decisions/033-scheduled-jobs-and-automatic-backups.md). */
  storedBackups(): Promise<StoredBackup[]>;
  /** One automatic backup's file, by its date; null when there is none. */
  storedBackup(id: string): Promise<string | null>;
  /**
   * The trash, newest first (docs/decisions/034-trash.md); its restores and
   * purges are writes (`write`), so the standalone site simulates them.
   */
  trash(): Promise<TrashEntry[]>;
  /** Uploads stored raw, waiting to be processed; none in standalone mode. */
  rawUploadCount(): Promise<number>;
  /** A visitor's code look-up and request (rate-limited per client address). */
  lookUpInvitation(code: string, clientAddress: string): Promise<InvitationContact>;
  submitInvitationRequest(
    input: InvitationRequestInput,
    clientAddress: string,
  ): Promise<InvitationRequest>;
  /** A visitor's 'Avísame cuando haya' (rate-limited per client address). */
  joinWaitlist(input: WaitlistInput, clientAddress: string): Promise<WaitlistOutcome>;
  /** A visitor's orders and the admin's 'Pedidos'. */
  orders: OrderDesk;
  /**
   * A create (`givenId` null) or replace of an item of an admin collection;
   * its kind says how the standalone site answers it.
   */
  save<T extends object, R>(
    kind: WriteKind,
    input: T,
    givenId: number | null,
    write: (db: Database) => Promise<R>,
  ): Promise<WriteOutcome<R, object>>;
  /** Any other write; `data` is what the standalone site answers. */
  write<T, R>(data: T, write: (db: Database) => Promise<R>): Promise<WriteOutcome<R, T>>;
  /** A checked picture, processed and stored (or given a made-up path). */
  storeImage(bytes: Uint8Array<ArrayBuffer>): Promise<StoredImage>;
  /** The next few raw uploads processed; `null` when simulated. */
  reprocessUploads(after: string): Promise<ReprocessOutcome | null>;
  /** Whether a create may name its id (the standalone site answers it back). */
  acceptsGivenId: boolean;
}

/**
 * What became of a waiting-list entry. Whether it is new or the contact was
 * already waiting is not said: the answers are the same either way (025).
 */
export interface WaitlistOutcome {
  /** The standalone site's answer, when it only made the entry up. */
  simulated: SimulatedWrite<WaitlistInput> | null;
}

const sites = new WeakMap<SiteContext, Site>();

/** The request's site, made on first use. */
export function siteFor(context: SiteContext): Site {
  let site = sites.get(context);
  if (!site) {
    site =
      context.mode === "standalone" ? standaloneSite(context.cloudflare.env) : liveSite(context);
    sites.set(context, site);
  }
  return site;
}
