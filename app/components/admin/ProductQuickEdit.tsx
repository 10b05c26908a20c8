import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { serviceMessages } from "~/content/service-messages";
import type { loader as productsTabLoader } from "~/routes/admin._index";
import { toast } from "~/shared/toast";
import type { ProductActionData } from "~/view/admin-product.server";
import { ProductFormDialog } from "./ProductFormDialog";
import { useAdminNoticeToast } from "./useAdminNoticeToast";

/**
 * 'Editar Producto' opened on the page of a product card (with JavaScript):
 * the product is read through the Productos tab's loader and saved through
 * its action, whose redirect brings the admin back to `returnTo`, this page.
 */
export default function ProductQuickEdit({
  productId,
  returnTo,
  onClose,
}: {
  productId: number;
  returnTo: string;
  onClose: () => void;
}) {
  const reader = useFetcher<typeof productsTabLoader>();
  const saver = useFetcher<ProductActionData>();
  useAdminNoticeToast(saver.data?.notice);
  const { load } = reader;
  const { key } = useLocation();
  const openedOn = useRef(key);
  const product = reader.data?.products.find((item) => item.id === productId) ?? null;
  const missing = reader.state === "idle" && reader.data !== undefined && product === null;

  useEffect(() => {
    load(`/admin?index&editar=${productId}`);
  }, [load, productId]);

  // A successful save redirects back here: a new visit of the page, and the dialog's end.
  useEffect(() => {
    if (key !== openedOn.current) onClose();
  }, [key, onClose]);

  useEffect(() => {
    if (!missing) return;
    toast.error(serviceMessages.productNotFound);
    onClose();
  }, [missing, onClose]);

  return (
    <ProductFormDialog
      product={product}
      loading={product === null}
      actionData={saver.data}
      returnTo={returnTo}
      fetcher={saver}
      onClose={onClose}
      opener="itself"
    />
  );
}
