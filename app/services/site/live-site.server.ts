import { countContent, exportBackup } from "~/services/backup.server";
import { listStoredBackups, readStoredBackup } from "~/services/stored-backups.server";
import { listProducts } from "~/services/catalog.server";
import { readImageManifest } from "~/services/image-manifest.server";
import { listRawUploads, reprocessRawUploads } from "~/services/image-reprocess.server";
import { uploadImage } from "~/services/image-store.server";
import {
  CODE_LOOKUPS,
  REQUEST_SUBMISSIONS,
  countInvitationAttempt,
} from "~/services/invitation-limits.server";
import {
  findInvitationCode,
  lookupInvitationCode,
  redeemInvitationCode,
} from "~/services/invitations.server";
import {
  listCampaignFigures,
  countUsableCodes,
  listCardCodes,
  listInvitationCodes,
  readCodeOverview,
} from "~/services/invitation-campaigns.server";
import { todayInMexicoCity } from "~/shared/code-expiry";
import { inboxItems } from "~/services/inbox-items.server";
import { countNewRequests, listInboxItems, readInboxPage } from "~/services/request-inbox.server";
import {
  deliverRequestNotice,
  deliverWaitlistNotice,
  initialNoticeState,
  noticeSettings,
  type NoticeSettings,
} from "~/services/request-notice.server";
import { countWaitlistAttempt } from "~/services/waitlist-limits.server";
import { countWaitingFor, joinWaitlist } from "~/services/waitlist.server";
import { databaseContent } from "~/services/public-content.server";
import { listRecipes } from "~/services/recipes.server";
import { listStores } from "~/services/stores.server";
import {
  readAdminSiteSettings,
  restoreSiteSectionDefaults,
  restoreSiteSectionVersion,
  saveSiteSection,
} from "~/services/site-settings.server";
import { liveOrderDesk } from "~/services/orders/live-order-desk.server";
import { listTrash } from "~/services/trash/trash-entries.server";
import type { Site, SiteContext } from "./site.server";

/** D1, R2 and KV. Every write that succeeds starts a new content version. */
export function liveSite(context: SiteContext): Site {
  const { db } = context;
  const { env, ctx } = context.cloudflare;
  // Read when a request needs them (the recipient is in the site settings' KV replica).
  let notices: Promise<NoticeSettings | null> | undefined;
  const readNotices = () => (notices ??= noticeSettings(env));
  async function written<R>(write: () => Promise<R>) {
    const value = await write();
    context.markContentChanged();
    return { simulated: false as const, value };
  }
  return {
    content: databaseContent(db),
    catalog: {
      products: () => listProducts(db),
      stores: () => listStores(db),
      recipes: () => listRecipes(db),
      imageManifest: () => readImageManifest(env),
    },
    invitationCodes: {
      list: (filters) => listInvitationCodes(db, filters, todayInMexicoCity()),
      code: (id) => findInvitationCode(db, id),
      campaigns: () => listCampaignFigures(db, todayInMexicoCity()),
      overview: (filters) => readCodeOverview(db, filters, todayInMexicoCity()),
      usableCount: (campaign) => countUsableCodes(db, campaign, todayInMexicoCity()),
      cards: (selection, page) => listCardCodes(db, selection, todayInMexicoCity(), page),
    },
    inbox: {
      requests: (filters) => listInboxItems(db, filters),
      page: (filters) => readInboxPage(db, filters),
      item: (kind, id) => inboxItems(db, context.origin)[kind].read(id),
      change: (kind, id, change) => inboxItems(db, context.origin)[kind].change(id, change),
      resendNotice: async (kind, id) =>
        inboxItems(db, context.origin)[kind].resendNotice(await readNotices(), id),
      waitingCount: (productId) => countWaitingFor(db, productId),
      newCount: () => countNewRequests(db),
      noticesOn: async () => (await readNotices()) !== null,
    },
    settings: {
      async read() {
        const settings = await readAdminSiteSettings(db, env);
        if (settings.replicaRewritten) context.markContentChanged();
        return settings;
      },
      save: (section, value) => written(() => saveSiteSection(db, env, section, value)),
      restoreVersion: (section, versionId) =>
        written(() => restoreSiteSectionVersion(db, env, section, versionId)),
      restoreDefaults: (section) => written(() => restoreSiteSectionDefaults(db, env, section)),
    },
    contentCounts: () => countContent(db),
    backup: (now) => exportBackup(db, now),
    storedBackups: () => listStoredBackups(env.BACKUPS),
    storedBackup: (id) => readStoredBackup(env.BACKUPS, id),
    trash: () => listTrash(db),
    rawUploadCount: async () => (await listRawUploads(env.UPLOADS)).length,
    async lookUpInvitation(code, clientAddress) {
      const attempt = await countInvitationAttempt(db, CODE_LOOKUPS, clientAddress);
      const contact = await lookupInvitationCode(db, code);
      await attempt.succeeded();
      return contact;
    },
    async submitInvitationRequest(input, clientAddress) {
      const attempt = await countInvitationAttempt(db, REQUEST_SUBMISSIONS, clientAddress);
      const notices = await readNotices();
      // Stored with its code used, atomically; 'pending' when the owner's notice is about to go.
      const stored = await redeemInvitationCode(db, input, {
        noticeState: initialNoticeState(notices),
      });
      await attempt.succeeded();
      // After the answer: the visitor never waits for the e-mail.
      if (notices) ctx.waitUntil(deliverRequestNotice(db, notices, stored.id, context.origin));
      return stored;
    },
    async joinWaitlist(input, clientAddress) {
      await countWaitlistAttempt(db, clientAddress);
      const notices = await readNotices();
      const { entry, created } = await joinWaitlist(db, input, {
        noticeState: initialNoticeState(notices),
      });
      // After the answer, as for requests; a repeated entry sends nothing new.
      if (notices && created) {
        ctx.waitUntil(deliverWaitlistNotice(db, notices, entry.id, context.origin));
      }
      return { simulated: null };
    },
    orders: liveOrderDesk(context, readNotices),
    save: (_kind, _input, _givenId, write) => written(() => write(db)),
    write: (_data, write) => written(() => write(db)),
    storeImage: (bytes) => uploadImage(env, bytes),
    async reprocessUploads(after) {
      const outcome = await reprocessRawUploads(env, { after });
      if (outcome.processed > 0) context.markContentChanged();
      return outcome;
    },
    acceptsGivenId: false,
  };
}
