import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { storesPage } from "~/content/stores-page";
import { TitledSection } from "~/components/ui/TitledSection";

/** The 'Próximamente' block: the places the producer plans to reach next. */
export function StoresComingSoon() {
  const { comingSoon } = storesPage;
  return (
    <TitledSection
      headingId="proximamente-titulo"
      heading={comingSoon.heading}
      className="rounded-2xl bg-honey-100 px-6 py-10 sm:px-10"
    >
      <p className="mt-4 leading-relaxed text-stone-800">{comingSoon.text}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {comingSoon.places.map((place) => (
          <li
            key={place}
            className="rounded-full border border-honey-300 bg-white px-4 py-1.5 font-semibold text-honey-900"
          >
            {place}
          </li>
        ))}
      </ul>
      <p className="mt-6 leading-relaxed text-stone-800">{comingSoon.invitation}</p>
      <p className="mt-4">
        <Button to={comingSoon.link.to}>
          <Icon name="message" className="size-4" />
          {comingSoon.link.label}
        </Button>
      </p>
    </TitledSection>
  );
}
