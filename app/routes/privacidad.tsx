import {
  data,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ContentPageHeader } from "~/components/ContentPageHeader";
import { ContentSection } from "~/components/ContentSection";
import { formatPrivacyDate, privacy } from "~/content/privacy";
import { staticPageCacheHeaders } from "~/http/cache-headers.server";
import { pageMeta } from "~/view/seo";

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => loaderData?.meta ?? [];

export async function loader({ context }: LoaderFunctionArgs) {
  const meta = pageMeta({
    title: privacy.title,
    description: privacy.description,
    path: "/privacidad",
  });
  const content = { ...privacy, lastUpdatedText: formatPrivacyDate(privacy.lastUpdated) };
  return data({ meta, content }, { headers: await staticPageCacheHeaders(context) });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** 'Aviso de Privacidad', linked from every form that collects personal data. */
export default function Privacy() {
  const { content } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 sm:py-16">
      <ContentPageHeader title={content.title} intro={content.intro} />
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
    </article>
  );
}
