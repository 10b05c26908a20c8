import { Icon } from "~/components/Icon";
import type { PublicStore } from "~/services/stores.server";
import { storeMapsLink, storesPage } from "~/content/stores-page";
import { phoneLink } from "~/shared/contact-links";

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-chili-700 underline-offset-4 hover:underline";

/** One point of sale: name, address, phone and a maps link. */
export function StoreCard({ store }: { store: PublicStore }) {
  return (
    <li className="flex flex-col rounded-2xl border border-honey-200 bg-white p-6 shadow-sm">
      <h3 className="font-serif text-xl font-bold text-honey-900">{store.name}</h3>
      <address className="mt-3 flex gap-2 leading-relaxed text-stone-700 not-italic">
        <Icon name="mapPin" className="mt-1 size-5 shrink-0 text-honey-700" />
        <span>
          {store.address}
          <br />
          {store.city}, {store.state}
        </span>
      </address>
      {store.description ? (
        <p className="mt-3 leading-relaxed text-stone-700">{store.description}</p>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-x-6 pt-4">
        {store.phone ? (
          <a href={phoneLink(store.phone)} className={linkClass}>
            <Icon name="phone" className="size-4" />
            <span className="sr-only">{storesPage.phoneLabel}: </span>
            {store.phone}
          </a>
        ) : null}
        <a
          href={storeMapsLink(store)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={storesPage.mapsLabel(store.name)}
          className={linkClass}
        >
          <Icon name="externalLink" className="size-4" />
          {storesPage.mapsText}
        </a>
      </div>
    </li>
  );
}
