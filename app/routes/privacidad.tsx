import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPage } from "~/components/ContentPage";
import { ContentSection } from "~/components/ContentSection";
import { formatPrivacyDate, privacy } from "~/content/privacy";
import { loaderCacheControl, staticPageLoader } from "~/http/cache-headers.server";
import { pageMeta } from "~/view/seo";
import { loaderMeta } from "~/view/loader-meta";
import { withoutScripts } from "~/view/page-scripts";

export const meta: MetaFunction<typeof loader> = loaderMeta;

export const headers = loaderCacheControl;

/** Text, pictures and links alone: no script (docs/decisions/024-pages-without-javascript.md). */
export const handle = withoutScripts;

export const loader = staticPageLoader(() => {
  const meta = pageMeta({
    title: privacy.title,
    description: privacy.description,
    path: "/privacidad",
  });
  const content = { ...privacy, lastUpdatedText: formatPrivacyDate(privacy.lastUpdated) };
  return { meta, content };
});

/** 'Aviso de Privacidad', linked from every form that collects personal data. */
export default function Privacy() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <ContentPage width="max-w-3xl space-y-10" title={content.title} intro={content.intro}>
      <p className="text-center text-sm text-stone-700">
        Última actualización: <time dateTime={content.lastUpdated}>{content.lastUpdatedText}</time>
      </p>
      {content.reviewed ? null : (
        <p
          role="note"
          className="rounded-lg border border-honey-300 bg-honey-100 px-4 py-3 text-sm text-honey-900"
        >
          {content.templateNote}
        </p>
      )}
      {content.sections.map((block) => (
        <ContentSection key={block.heading} block={block} />
      ))}
    </ContentPage>
  );
}
