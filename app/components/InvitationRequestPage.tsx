import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { InvitationRequestForm as ServerInvitationRequestForm } from "~/components/InvitationRequestForm";
import { lazyOnFirstUse } from "~/components/lazyOnFirstUse";
import { INVITATION_FORM_ANCHOR } from "~/shared/invitation-form-anchor";
import { ServerMarkup } from "~/components/ServerMarkup";
import { SiteImage } from "~/components/SiteImage";
import type {
  InvitationActionData,
  InvitationPageData,
} from "~/controllers/invitation-request-page.server";
import { Paragraphs } from "~/components/ui/Paragraphs";
import { CardSection } from "~/components/ui/TitledSection";

/**
 * The server draws the form whole, and it works without JavaScript; in the
 * browser its code (the code's look-up, the forms' machinery) loads on the
 * visitor's first use of it (lazyOnFirstUse), and until then the server's
 * form stays on screen, usable: 'Validar código' and the request post to the
 * server.
 */
const invitationForm = lazyOnFirstUse(
  INVITATION_FORM_ANCHOR,
  import.meta.env.SSR ? ServerInvitationRequestForm : null,
  () => import("~/components/InvitationRequestForm").then((module) => module.InvitationRequestForm),
);
const InvitationRequestForm = invitationForm.Drawn;

/**
 * An invitation page (/associates, /clients): its title and introduction,
 * the request form, and beside it the page's picture and what the request
 * brings. Both pages are this component with their own content, which
 * their loader hands over. The introduction and what the request brings
 * never change while the page is open: they keep the server's markup.
 */
export function InvitationRequestPage() {
  const data = useLoaderData<InvitationPageData>();
  const actionData = useActionData<InvitationActionData>();
  const { page } = data;
  // The answer to a request sent before the form's code loaded is also told as a toast.
  useEffect(() => {
    if (actionData) invitationForm.release();
  }, [actionData]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <ServerMarkup
        as="header"
        id="solicitud-presentacion"
        content={[page.title, page.intro]}
        className="max-w-3xl"
      >
        <h1 className="font-serif text-4xl font-bold tracking-tight text-honey-900 sm:text-5xl">
          {page.title}
        </h1>
        <Paragraphs texts={page.intro} className="mt-4 text-lg leading-relaxed text-stone-700" />
      </ServerMarkup>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-5">
        <CardSection
          headingId="solicitud-titulo"
          heading={page.formHeading}
          className="lg:col-span-3"
        >
          <p className="mt-2 mb-6 text-stone-700">{page.formDescription}</p>
          {/* A page for another code (a link with ?code=) starts a fresh form. */}
          <InvitationRequestForm key={data.code} data={data} actionData={actionData} />
        </CardSection>
        <aside aria-labelledby="solicitud-detalles" className="space-y-6 lg:col-span-2">
          <SiteImage
            image={data.image}
            alt={page.image.alt}
            priority
            sizes="(min-width: 1024px) 400px, 100vw"
            className="aspect-square w-full rounded-2xl border border-honey-200 shadow-sm"
            imageClassName="object-cover"
          />
          <ServerMarkup
            id="solicitud-ventajas"
            content={page.highlights}
            className="rounded-2xl border border-honey-200 bg-honey-50 p-6"
          >
            <h2 id="solicitud-detalles" className="font-serif text-xl font-bold text-honey-900">
              {page.highlights.heading}
            </h2>
            <ul className="mt-3 space-y-2 text-stone-800">
              {page.highlights.points.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2 size-1.5 shrink-0 rounded-full bg-chili-600"
                  />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </ServerMarkup>
        </aside>
      </div>
    </div>
  );
}
