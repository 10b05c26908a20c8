import {
  AVAILABILITY_STATES,
  DEFAULT_AVAILABILITY,
  type ProductAvailability,
} from "~/content/availability-states";

/**
 * A product's badges: 'Agotado' or 'Próximamente' (with its note) first,
 * then 'Lote Limitado' and 'Especialidad'. They wrap at any width. A list
 * that carries no flags (the price list) shows the availability alone.
 */
export function ProductBadges({
  product: {
    isLimitedEdition = false,
    isSpecialty = false,
    availability = DEFAULT_AVAILABILITY,
    availabilityNote = null,
  },
  className = "",
}: {
  product: {
    isLimitedEdition?: boolean;
    isSpecialty?: boolean;
    availability?: ProductAvailability;
    availabilityNote?: string | null;
  };
  className?: string;
}) {
  const availabilityBadge = AVAILABILITY_STATES[availability].badge;
  if (!isLimitedEdition && !isSpecialty && !availabilityBadge) return null;
  return (
    <ul className={`flex flex-wrap items-center gap-2 ${className}`} aria-label="Distintivos">
      {availabilityBadge && (
        <li
          data-availability={availability}
          className="flex flex-wrap items-center gap-x-2 gap-y-1"
        >
          <span className="rounded-full bg-smoke-900 px-3 py-1 text-xs font-semibold text-white">
            {availabilityBadge}
          </span>
          {availabilityNote && (
            <span className="text-xs font-medium wrap-anywhere text-stone-700">
              {availabilityNote}
            </span>
          )}
        </li>
      )}
      {isLimitedEdition && (
        <li className="rounded-full bg-chili-700 px-3 py-1 text-xs font-semibold text-white">
          Lote Limitado
        </li>
      )}
      {isSpecialty && (
        <li className="rounded-full bg-honey-200 px-3 py-1 text-xs font-semibold text-honey-900">
          Especialidad
        </li>
      )}
    </ul>
  );
}
