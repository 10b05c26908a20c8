import { Link } from "@remix-run/react";
import { Icon } from "~/components/Icon";

/** The catch-all page. Its two English lines are the spec's, word for word. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="w-full max-w-md rounded-2xl border border-honey-200 bg-white p-8 text-center shadow-lg">
        <Icon name="alert" className="mx-auto size-12 text-chili-600" />
        <h1 lang="en" className="mt-4 font-serif text-2xl font-bold text-smoke-900">
          404 Page Not Found
        </h1>
        <p lang="en" className="mt-2 text-stone-700">
          Did you forget to add the page to the router?
        </p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-chili-700 px-5 py-2.5 font-semibold text-white transition-colors hover:bg-chili-600"
        >
          <Icon name="home" className="size-5" />
          Volver al Inicio
        </Link>
      </div>
    </div>
  );
}
