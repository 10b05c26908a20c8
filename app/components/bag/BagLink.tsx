import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Icon } from "~/components/Icon";
import { bagLinkCopy } from "~/content/bag-link";
import { bagCountFrom } from "~/shared/bag-count";
import { BAG_PATH } from "~/shared/bag-path";

/**
 * The header's way to 'Tu bolsa', shown while the site takes orders. Its
 * count is read from the cookie the server writes with each change, after
 * hydration and after each navigation: the page itself may come from the
 * page cache, shared by every visitor (docs/decisions/036-the-bag.md).
 */
export function BagLink() {
  const location = useLocation();
  const [units, setUnits] = useState(0);
  useEffect(() => {
    setUnits(bagCountFrom(document.cookie));
  }, [location.key]);
  const label = units > 0 ? bagLinkCopy.linkWithCount(units) : bagLinkCopy.link;
  return (
    <Link
      to={BAG_PATH}
      aria-label={label}
      title={label}
      data-bag-link=""
      className="relative inline-flex size-11 items-center justify-center rounded-full text-honey-900 hover:bg-honey-200"
    >
      <Icon name="bag" className="size-6" />
      {units > 0 ? (
        <span
          aria-hidden="true"
          data-bag-count=""
          className="absolute top-0 right-0 min-w-5 rounded-full bg-chili-700 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {units > 99 ? "99+" : units}
        </span>
      ) : null}
    </Link>
  );
}
