import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import type { ImageManifest } from "~/content/image-manifest";
import type { SiteSettings, SiteSettingsSection } from "~/validation/site-settings";
import { siteSectionCopy, siteTabCopy } from "~/content/site-settings-copy";
import { SiteSectionForm } from "~/components/admin/site/SiteSectionForm";
import { SiteSectionFields } from "~/components/admin/site/SiteSectionFields";
import { SiteVersions } from "~/components/admin/site/SiteVersions";
import { TitledAlert } from "~/components/ui/Alert";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { toast } from "~/shared/toast";
import { adminPageMeta } from "~/view/seo";
import { SITE_TAB_URL, sectionUrl } from "~/shared/site-tab";
import { sectionOfUrl, siteTabAction, siteTabView } from "./admin.site.server";
import { AdminTabIntro } from "~/components/admin/AdminTabIntro";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(siteTabCopy.title, siteTabCopy.description, SITE_TAB_URL);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  const site = siteFor(context);
  const [admin, manifest] = await Promise.all([site.settings.read(), site.catalog.imageManifest()]);
  const section = sectionOfUrl(new URL(request.url));
  return { ...siteTabView(admin, section), action: sectionUrl(section), manifest };
}

export const action = siteTabAction;

function SectionForm<S extends SiteSettingsSection>({
  section,
  value,
  action,
  lastResult,
  manifest,
}: {
  section: S;
  value: SiteSettings[S];
  action: string;
  lastResult: SubmissionResult<string[]> | undefined;
  manifest: ImageManifest;
}) {
  return (
    <SiteSectionForm section={section} value={value} action={action} lastResult={lastResult}>
      {(props) => <SiteSectionFields {...props} section={section} manifest={manifest} />}
    </SiteSectionForm>
  );
}

/** 'Sitio': the owner's identity, pictures and texts, one section at a time. */
export default function AdminSite() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const copy = siteSectionCopy[view.section];
  const lastResult = actionData?.section === view.section ? actionData.result : undefined;
  const failure = actionData?.result.error?.[""]?.[0];
  // A post that named no section the tab knows: said above the sections.
  const strayFailure = actionData && actionData.section !== view.section ? failure : undefined;
  useEffect(() => {
    if (failure) toast.error(siteTabCopy.failed(copy.title), { description: failure });
  }, [failure, copy.title]);
  return (
    <div className="space-y-6">
      <AdminTabIntro title={siteTabCopy.title} description={siteTabCopy.description} />
      {strayFailure ? (
        <TitledAlert
          className="flex items-start gap-2 rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700"
          title={strayFailure}
        >
          {null}
        </TitledAlert>
      ) : null}
      <nav aria-label="Secciones del sitio">
        <ul className="flex flex-wrap gap-2">
          {view.sections.map((item) => (
            <li key={item.key}>
              <Link
                to={sectionUrl(item.key)}
                preventScrollReset
                aria-current={item.key === view.section ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-honey-300 px-4 text-sm font-semibold text-honey-900 hover:bg-honey-100 aria-[current=page]:border-chili-700 aria-[current=page]:bg-chili-700 aria-[current=page]:text-white"
              >
                {item.title}
                {item.invalid ? " (no válida)" : ""}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        aria-labelledby="seccion-titulo"
        className="space-y-4 rounded-2xl border border-honey-300 bg-honey-50 p-5 shadow-sm sm:p-6"
      >
        <div className="space-y-1">
          <h3 id="seccion-titulo" className="text-xl font-semibold text-smoke-900">
            {copy.title}
          </h3>
          <p className="text-sm text-stone-700">{copy.description}</p>
          {!view.saved ? (
            <p className="text-sm text-stone-700">{siteTabCopy.usingDefaults}</p>
          ) : null}
        </div>
        {view.invalidNotice ? (
          <TitledAlert
            className="flex items-start gap-2 rounded-lg border border-chili-700 bg-red-50 p-3 text-chili-700"
            title={view.invalidNotice}
          >
            {null}
          </TitledAlert>
        ) : null}
        {view.replicaRewritten ? <p role="status">{siteTabCopy.replicaRewritten}</p> : null}
        <SectionForm
          // A restore or a save starts the form again from what is stored.
          key={`${view.section}:${JSON.stringify(view.value)}`}
          section={view.section}
          value={view.value}
          action={view.action}
          lastResult={lastResult}
          manifest={view.manifest}
        />
        <SiteVersions
          section={view.section}
          action={view.action}
          versions={view.versions}
          saved={view.saved}
        />
      </section>
    </div>
  );
}
