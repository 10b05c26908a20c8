import type { SiteSettings } from "~/validation/site-settings";
import { formatPrivacyDate, privacy } from "~/content/privacy";
import type { ContentBlock } from "~/content/page-content";

/**
 * /privacidad as its settings say: the responsible party, address and
 * contact (the identity's where the notice names none), the stored text,
 * and the statistics' paragraph while their token is set (never stored:
 * it follows the token).
 */
export function privacyPageView(
  settings: Pick<SiteSettings, "business" | "privacy" | "analytics">,
) {
  const { business, privacy: notice, analytics } = settings;
  const sections: ContentBlock[] = notice.sections.map((block) => ({
    heading: block.heading,
    paragraphs: block.paragraphs,
    ...(block.points.length > 0 ? { points: block.points } : {}),
  }));
  if (analytics.cloudflareToken) {
    // Before the last section (changes and complaints), after what is collected and why.
    sections.splice(Math.max(sections.length - 1, 0), 0, {
      heading: privacy.analyticsHeading,
      paragraphs: [privacy.analyticsParagraph],
    });
  }
  return {
    title: privacy.title,
    description: privacy.description(business.name),
    intro: notice.intro,
    reviewed: notice.reviewed,
    templateNote: privacy.templateNote,
    lastUpdated: notice.lastUpdated,
    lastUpdatedText: formatPrivacyDate(notice.lastUpdated),
    responsible: notice.responsible ?? business.name,
    address: notice.address ?? business.address,
    contactEmail: notice.contactEmail ?? business.email,
    sections,
  };
}
