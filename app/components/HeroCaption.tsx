import { Link } from "@remix-run/react";
import { WhatsAppLink } from "~/components/WhatsAppLink";
import { whatsappLink } from "~/shared/contact-links";
import { useSiteBusiness } from "~/components/useSiteBusiness";
import type { heroCopy } from "~/content/home";

/** The buttons' labels (content/home.ts) and the owner's subtitle, through the loader. */
export type HeroCaptionCopy = { [Key in keyof typeof heroCopy]: string };

const buttonBase =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold shadow-lg transition-colors sm:min-h-12 sm:px-6 sm:py-3 sm:text-base";

/** What the home hero says over its slides: brand name, invitation and the three buttons. */
export default function HeroCaption({ copy }: { copy: HeroCaptionCopy }) {
  const business = useSiteBusiness();
  return (
    <>
      <h1 className="font-serif text-4xl font-bold text-white drop-shadow-lg sm:text-5xl lg:text-6xl">
        {business.name}
      </h1>
      <p className="mt-4 max-w-2xl text-base text-honey-50 drop-shadow sm:text-xl">
        {copy.subtitle}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3 sm:mt-8">
        <Link
          to="/smoked-chili"
          className={`${buttonBase} bg-honey-400 text-smoke-900 hover:bg-honey-300`}
        >
          {copy.smokedChiliLabel}
        </Link>
        <WhatsAppLink
          href={whatsappLink(business.whatsappNumber, copy.chatGreeting)}
          className={`${buttonBase} bg-green-700 text-white hover:bg-green-800`}
        >
          {copy.chatLabel}
        </WhatsAppLink>
        <Link
          to="/about"
          className={`${buttonBase} border-2 border-white bg-smoke-900/40 text-white hover:bg-smoke-900/70`}
        >
          {copy.aboutLabel}
        </Link>
      </div>
    </>
  );
}
