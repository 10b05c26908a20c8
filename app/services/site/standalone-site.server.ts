import {
  STANDALONE_DATA_UNAVAILABLE,
  STANDALONE_INVITATIONS_UNAVAILABLE,
} from "~/content/standalone";
import { waitlistCopy } from "~/content/availability";
import { canBeOrdered } from "~/content/availability-states";
import { ServiceError, conflict, notFound } from "~/services/errors.server";
import { readImageInfo } from "~/services/image-files.server";
import { builtInImageManifest } from "~/services/image-manifest.server";
import { staticContent } from "~/services/public-content.server";
import {
  simulateStandaloneSave,
  simulateStandaloneWrite,
  standaloneImageUrl,
  standaloneWriteDelay,
} from "~/services/standalone-writes.server";
import {
  listStaticProducts,
  listStaticRecipes,
  listStaticStores,
} from "~/services/static-content.server";
import { defaultSiteSettings } from "~/validation/site-settings";
import { readReplicatedSiteSettings } from "~/services/site-settings.server";
import { standaloneOrderDesk } from "~/services/orders/standalone-order-desk.server";
import type { Site } from "./site.server";

/**
 * What the standalone site never holds: a refusal (503) that an admin page
 * shows as a notice in place of the data.
 */
export class StandaloneRefusal extends ServiceError {
  constructor(message: string) {
    super(503, message);
    this.name = "StandaloneRefusal";
  }
}

export function isStandaloneRefusal(error: unknown): error is StandaloneRefusal {
  return error instanceof StandaloneRefusal;
}

const refuseData = async (): Promise<never> => {
  throw new StandaloneRefusal(STANDALONE_DATA_UNAVAILABLE);
};
const refuseInvitations = async (): Promise<never> => {
  throw new StandaloneRefusal(STANDALONE_INVITATIONS_UNAVAILABLE);
};

/** The static copy; every write simulated, nothing sent to D1, R2 or KV. */
export function standaloneSite(env: Pick<Env, "CONTENT_VERSION">): Site {
  return {
    content: staticContent(),
    catalog: {
      products: async () => listStaticProducts(),
      stores: async () => listStaticStores(),
      recipes: async () => listStaticRecipes(),
      imageManifest: async () => builtInImageManifest(),
    },
    invitationCodes: {
      list: refuseData,
      code: refuseData,
      campaigns: refuseData,
      overview: refuseData,
      usableCount: refuseData,
      cards: refuseData,
    },
    inbox: {
      requests: refuseData,
      page: refuseData,
      item: refuseData,
      change: refuseData,
      resendNotice: refuseData,
      waitingCount: async () => null,
      newCount: async () => null,
      // Nothing is stored, so nothing is sent.
      noticesOn: async () => false,
    },
    settings: {
      read: () => readReplicatedSiteSettings(env),
      save: async (_section, value) => ({
        simulated: true,
        value: await simulateStandaloneWrite(value),
      }),
      // The versions live in D1, which the mode never reads: nothing to restore from.
      restoreVersion: refuseData,
      restoreDefaults: async (section) => ({
        simulated: true,
        value: await simulateStandaloneWrite(defaultSiteSettings[section]),
      }),
    },
    contentCounts: refuseData,
    backup: refuseData,
    storedBackups: refuseData,
    storedBackup: refuseData,
    trash: refuseData,
    rawUploadCount: async () => 0,
    lookUpInvitation: refuseInvitations,
    // A visitor's request is never faked as sent.
    submitInvitationRequest: refuseInvitations,
    // Checked against the static copy like a live entry, then simulated.
    async joinWaitlist(input) {
      const product = listStaticProducts().find((candidate) => candidate.id === input.productId);
      if (!product) throw notFound(waitlistCopy.productMissing);
      if (canBeOrdered(product.availability)) throw conflict(waitlistCopy.available);
      return { simulated: await simulateStandaloneWrite(input) };
    },
    orders: standaloneOrderDesk(env),
    save: async (kind, input, givenId) => ({
      simulated: true,
      value:
        kind === "save"
          ? await simulateStandaloneSave(input, givenId)
          : await simulateStandaloneWrite(givenId === null ? input : { ...input, id: givenId }),
    }),
    write: async (data) => ({ simulated: true, value: await simulateStandaloneWrite(data) }),
    async storeImage(bytes) {
      // The file's checks run here too; only the storing is simulated.
      readImageInfo(bytes);
      await standaloneWriteDelay();
      return { imageUrl: standaloneImageUrl(), created: true };
    },
    async reprocessUploads() {
      await standaloneWriteDelay();
      return null;
    },
    acceptsGivenId: true,
  };
}
