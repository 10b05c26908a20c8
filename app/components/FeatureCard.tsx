import { Icon } from "~/components/Icon";
import type { Feature } from "~/content/page-content";

/** One highlight of a feature list: icon, h3 title and a sentence. */
export function FeatureCard({ feature }: { feature: Feature }) {
  return (
    <li className="rounded-2xl border border-honey-200 bg-white p-6 shadow-sm">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-honey-100 text-chili-700">
        <Icon name={feature.icon} className="size-6" />
      </span>
      <h3 className="mt-4 font-serif text-xl font-bold text-honey-900">{feature.title}</h3>
      <p className="mt-2 leading-relaxed text-stone-700">{feature.text}</p>
    </li>
  );
}
