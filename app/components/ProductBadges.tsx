/** A product card's badges: 'Lote Limitado' and 'Especialidad'. */
export function ProductBadges({
  isLimitedEdition,
  isSpecialty,
  className = "",
}: {
  isLimitedEdition: boolean;
  isSpecialty: boolean;
  className?: string;
}) {
  if (!isLimitedEdition && !isSpecialty) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Distintivos">
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
