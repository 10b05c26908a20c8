import { Link } from "@remix-run/react";
import { HexMark } from "~/components/HexMark";
import { useSiteBusiness } from "~/components/useSiteBusiness";

/** The brand mark and name, linking home. `tone` picks colours for light or dark surfaces. */
export function BrandLogo({
  tone = "light",
  onNavigate,
}: {
  tone?: "light" | "dark";
  onNavigate?: () => void;
}) {
  const { name } = useSiteBusiness();
  const text = tone === "light" ? "text-honey-900" : "text-honey-100";
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className={`inline-flex items-center gap-2 rounded-md font-serif text-base leading-tight font-bold sm:text-lg ${text}`}
    >
      <HexMark className="size-8 shrink-0" />
      <span>{name}</span>
    </Link>
  );
}
