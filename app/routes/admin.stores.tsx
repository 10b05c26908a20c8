import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { StoreForm } from "~/components/admin/StoreForm";
import { StoreList } from "~/components/admin/StoreList";
import { storesTabCopy as copy } from "~/content/admin";
import { storesCollection } from "~/controllers/admin-collections.server";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { requireAdminPage } from "~/http/guards.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { siteFor } from "~/services/site/site.server";
import { adminPageMeta } from "~/view/seo";

const TAB_URL = "/admin/stores";

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta = adminPageMeta(copy.title, copy.description, TAB_URL);

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  return { stores: await siteFor(context).catalog.stores() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, { ...storesCollection, ...copy, tabUrl: TAB_URL });
}

export default function AdminStores() {
  const { stores } = useLoaderData<typeof loader>();
  return (
    <AdminCrudTab
      copy={copy}
      tabUrl={TAB_URL}
      items={stores}
      nameOf={(item) => item.name}
      renderForm={({ item, ...props }) => <StoreForm tabUrl={TAB_URL} store={item} {...props} />}
      list={<StoreList stores={stores} tabUrl={TAB_URL} />}
    />
  );
}
