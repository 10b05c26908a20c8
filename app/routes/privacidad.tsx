import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { ContentSection } from "~/components/ContentSection";
import { privacy } from "~/content/privacy";
import { loaderCacheControl, staticPageLoader } from "~/http/cache-headers.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { privacyPageView } from "~/view/privacy-page.server";
import { pageMeta } from "~/view/seo";
import { siteMeta } from "~/view/site-meta";
import { loaderMeta } from "~/view/loader-meta";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export const loader = staticPageLoader(async (context) => {
  const settings = await readSiteSettings(context.cloudflare.env);
  const content = privacyPageView(settings);
  const meta = pageMeta({
    title: content.title,
    description: content.description,
    path: "/privacidad",
    site: siteMeta(settings),
  });
  return { meta, content };
});

/** 'Aviso de Privacidad', linked from every form that collects personal data. */
export default function Privacy() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ContentPage width="max-w-3xl space-y-10" title={content.title} intro={content.intro}>
      <p className="text-center text-sm text-stone-700">
        {privacy.lastUpdatedLabel}{" "}
        <time dateTime={content.lastUpdated}>{content.lastUpdatedText}</time>
      </p>
      {content.reviewed ? null : (
        <p
          role="note"
          className="rounded-lg border border-honey-300 bg-honey-100 px-4 py-3 text-sm text-honey-900"
        >
          {content.templateNote}
        </p>
      )}
      <section aria-labelledby="responsable-titulo" className="space-y-3">
        <h2
          id="responsable-titulo"
          className="font-serif text-2xl font-bold text-honey-900 sm:text-3xl"
        >
          {privacy.responsibleHeading}
        </h2>
        <dl className="space-y-2 leading-relaxed text-stone-700">
          <div>
            <dt className="inline font-semibold">{privacy.responsibleLabel}</dt>{" "}
            <dd className="inline">{content.responsible}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{privacy.addressLabel}</dt>{" "}
            <dd className="inline">{content.address}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{privacy.contactLabel}</dt>{" "}
            <dd className="inline">
              <a
                href={`mailto:${content.contactEmail}`}
                className="font-semibold text-honey-900 underline underline-offset-4 hover:text-chili-700"
              >
                {content.contactEmail}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      {content.sections.map((block) => (
        <ContentSection key={block.heading} block={block} />
      ))}
    </ContentPage>
  );
}
