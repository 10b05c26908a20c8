import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminCrudTab } from "~/components/admin/AdminCrudTab";
import { StoreForm } from "~/components/admin/StoreForm";
import { StoreList } from "~/components/admin/StoreList";
import { type AdminIntent } from "~/shared/admin-crud";
import { siteFor } from "~/services/site/site.server";
import { handleAdminCrud } from "~/controllers/admin-crud.server";
import { privatePageHeaders } from "~/http/private-page-headers";
import { requireAdminPage } from "~/http/guards.server";
import { pageMeta } from "~/view/seo";
import { createStore, deleteStore, updateStore } from "~/services/stores.server";
import { storeSchema } from "~/validation/store";

const TAB_URL = "/admin/stores";

const failureVerb: Record<AdminIntent, string> = {
  create: "crear",
  update: "actualizar",
  delete: "eliminar",
};

/** Never cached; a refusal keeps its Retry-After. */
export const headers = privatePageHeaders;

export const meta: MetaFunction = () =>
  pageMeta({
    title: "Puntos de Venta · Panel de Administración",
    description: "Administrar los puntos de venta.",
    path: TAB_URL,
    noIndex: true,
  });

export async function loader({ context }: LoaderFunctionArgs) {
  await requireAdminPage(context);
  return { stores: await siteFor(context).catalog.stores() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handleAdminCrud(request, context, {
    tabUrl: TAB_URL,
    schema: storeSchema,
    create: createStore,
    update: updateStore,
    remove: deleteStore,
    kind: "save",
    success: {
      create: "Punto de venta creado",
      update: "Punto de venta actualizado",
      delete: "Punto de venta eliminado",
    },
    failure: (intent) => ({
      title: "Error",
      description: `No se pudo ${failureVerb[intent]} el punto de venta`,
    }),
  });
}

export default function AdminStores() {
  const { stores } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AdminCrudTab
      title="Puntos de Venta"
      addLabel="Agregar Punto de Venta"
      tabUrl={TAB_URL}
      items={stores}
      actionData={actionData}
      nameOf={(item) => item.name}
      renderForm={({ item, ...props }) => <StoreForm tabUrl={TAB_URL} store={item} {...props} />}
      list={<StoreList stores={stores} tabUrl={TAB_URL} />}
    />
  );
}
