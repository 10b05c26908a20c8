import { Form, Link, useNavigation } from "@remix-run/react";
import { SiteImage } from "~/components/SiteImage";
import { Button } from "~/components/ui/Button";
import { InlineAlert } from "~/components/ui/Alert";
import { bagCopy } from "~/content/bag";
import { checkoutCopy } from "~/content/checkout";
import type { BagActionData } from "~/controllers/bag-page.server";
import type { BagLineView, BagView } from "~/services/bag/bag-lines-view.server";
import { formatPrice } from "~/shared/money";
import type { ResolvedImage } from "~/view/image-resolution";
import { BAG_PATH, CHECKOUT_PATH } from "~/shared/bag-path";

/** The bag's lines, each with its quantity form and 'Quitar', then the subtotal. */
export function BagLines({
  bag,
  images,
  standalone,
  refusal,
}: {
  bag: BagView;
  images: Record<number, ResolvedImage | null>;
  standalone: boolean;
  refusal: BagActionData | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === BAG_PATH;
  return (
    <div className="space-y-6">
      {standalone ? (
        <p
          role="note"
          className="rounded-lg border border-honey-300 bg-honey-100 px-4 py-3 text-sm text-honey-900"
        >
          {bagCopy.simulated}
        </p>
      ) : null}
      {refusal ? <InlineAlert id="bolsa-error">{refusal.error}</InlineAlert> : null}
      {bag.lines.length === 0 ? (
        <div className="space-y-4 text-center">
          <p className="text-lg text-smoke-900">{bagCopy.empty}</p>
          <Button to="/products" variant="secondary">
            {bagCopy.browse}
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-honey-200 rounded-2xl border border-honey-200 bg-white">
            {bag.lines.map((line) => (
              <BagLineItem
                key={line.productId}
                line={line}
                image={images[line.productId] ?? null}
                busy={busy}
              />
            ))}
          </ul>
          <dl className="flex items-baseline justify-between gap-4 rounded-2xl bg-honey-50 px-5 py-4">
            <dt className="font-semibold text-smoke-900">{bagCopy.subtotal}</dt>
            <dd className="text-xl font-bold text-honey-900" data-bag-subtotal="">
              {formatPrice(bag.subtotalCents)}
            </dd>
          </dl>
          <p className="text-smoke-700 text-sm">{bagCopy.subtotalNote}</p>
          {bag.minimumNote ? (
            <p role="note" className="font-semibold text-honey-900" data-bag-minimum="">
              {bag.minimumNote}
            </p>
          ) : null}
          {bag.ready ? (
            <div className="flex justify-end">
              <Button to={CHECKOUT_PATH}>{checkoutCopy.title}</Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

function BagLineItem({
  line,
  image,
  busy,
}: {
  line: BagLineView;
  image: ResolvedImage | null;
  busy: boolean;
}) {
  const quantityId = `cantidad-${line.productId}`;
  const problemId = `problema-${line.productId}`;
  return (
    <li
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
      data-bag-line={line.productId}
    >
      <div className="flex flex-1 items-center gap-4">
        <SiteImage
          image={image}
          alt=""
          sizes="80px"
          className="size-20 shrink-0 overflow-hidden rounded-lg"
        />
        <div className="min-w-0 space-y-1">
          <Link
            to={`/products/${line.slug}`}
            className="font-semibold text-honey-900 underline-offset-2 hover:underline"
          >
            {line.name}
          </Link>
          {line.unitCents !== null ? (
            <p className="text-smoke-700 text-sm">
              {bagCopy.unitPrice}: {formatPrice(line.unitCents)}
            </p>
          ) : null}
          {line.problem ? (
            <p id={problemId} className="text-sm font-semibold text-chili-700">
              {line.problem}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3 sm:justify-end">
        <Form method="post" action={BAG_PATH} preventScrollReset className="flex items-end gap-2">
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="productId" value={line.productId} />
          <div className="flex flex-col">
            <label htmlFor={quantityId} className="text-smoke-700 text-sm">
              {bagCopy.quantity}
              <span className="sr-only"> de {line.name}</span>
            </label>
            <input
              id={quantityId}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={line.maxQuantity}
              step={1}
              required
              defaultValue={line.quantity}
              aria-describedby={line.problem ? problemId : undefined}
              className="border-smoke-300 min-h-11 w-20 rounded-lg border px-3 py-2"
            />
          </div>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {bagCopy.update}
          </Button>
        </Form>
        <Form method="post" action={BAG_PATH} preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="productId" value={line.productId} />
          <Button type="submit" variant="ghost" size="sm" disabled={busy}>
            {bagCopy.remove}
            <span className="sr-only"> {line.name}</span>
          </Button>
        </Form>
        <p className="ml-auto min-w-24 text-right font-semibold text-smoke-900">
          <span className="sr-only">{bagCopy.lineTotal}: </span>
          {line.lineCents !== null ? formatPrice(line.lineCents) : "—"}
        </p>
      </div>
    </li>
  );
}
