import { Icon } from "~/components/Icon";
import { Button } from "~/components/ui/Button";
import { storesPage } from "~/content/stores-page";
import { TitledSection } from "~/components/ui/TitledSection";
import type { StoresSettings } from "~/validation/site-settings";

/** The 'Próximamente' block: the places the producer plans to reach next. */
export function StoresComingSoon({ texts }: { texts: StoresSettings }) {
  const { link } = storesPage.comingSoon;
  return (
    <TitledSection
      headingId="proximamente-titulo"
      heading={texts.comingSoonHeading}
      className="rounded-2xl bg-honey-100 px-6 py-10 sm:px-10"
    >
      <p className="mt-4 leading-relaxed text-stone-800">{texts.comingSoonText}</p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {texts.places.map((place, index) => (
          <li
            key={index}
            className="rounded-full border border-honey-300 bg-white px-4 py-1.5 font-semibold text-honey-900"
          >
            {place}
          </li>
        ))}
      </ul>
      <p className="mt-6 leading-relaxed text-stone-800">{texts.invitation}</p>
      <p className="mt-4">
        <Button to={link.to}>
          <Icon name="message" className="size-4" />
          {link.label}
        </Button>
      </p>
    </TitledSection>
  );
}
