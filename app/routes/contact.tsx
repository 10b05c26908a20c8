import { parseFormSubmission } from "~/validation/form-submission";
import { formConstraint } from "~/validation/form-constraint";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { memo } from "react";
import { ContactDetails } from "~/components/ContactDetails";
import { ContactForm } from "~/components/ContactForm";
import { ContactLinks } from "~/components/ContactLinks";
import { contactCopy } from "~/content/contact";
import { contactChatUrl } from "~/shared/contact-message";
import { isHoneypotFilled } from "~/shared/honeypot";
import { readPageFormData } from "~/http/request-body.server";
import { readSiteSettings } from "~/services/site-settings.server";
import { pageMeta } from "~/view/seo";
import { siteMeta } from "~/view/site-meta";
import { loaderMeta } from "~/view/loader-meta";
import { contactSchema } from "~/validation/contact";
import { CardSection } from "~/components/ui/TitledSection";

/** The form's three fields fit easily; anything bigger is not a visitor. */
const MAX_FORM_BYTES = 32 * 1024;

export const meta: MetaFunction<typeof loader> = loaderMeta;

/**
 * The form's constraint attributes (`required`…), derived from the schema
 * here so that the page's own code needs neither zod nor the schema until
 * the visitor uses the form.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const settings = await readSiteSettings(context.cloudflare.env);
  const meta = pageMeta({
    title: contactCopy.title,
    description: contactCopy.metaDescription,
    path: "/contact",
    site: siteMeta(settings),
  });
  const { title, intro, details, form, more } = contactCopy;
  const copy = { title, intro, details, form, more };
  return { constraint: formConstraint(contactSchema), meta, copy };
}

/**
 * docs/decisions/014-contact-form.md: validates and answers 303 to the chat with the
 * message typed in; nothing is stored. Invalid input re-renders the page
 * (400) with the errors and what the visitor typed. A filled honeypot is
 * dropped without a word.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readPageFormData(request, MAX_FORM_BYTES);
  if (isHoneypotFilled(formData)) return redirect("/contact", 303);
  const submission = parseFormSubmission(formData, contactSchema);
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { business } = await readSiteSettings(context.cloudflare.env);
  return redirect(contactChatUrl(business.whatsappNumber, submission.value), 303);
}

export default function ContactPage() {
  const { constraint, copy } = useLoaderData<typeof loader>();
  return (
    <ContactSections
      constraint={constraint}
      copy={copy}
      lastResult={useActionData<typeof action>()}
    />
  );
}

/**
 * The page drawn from its loader's and action's data alone: a change of the
 * router's state that leaves them as they were (route discovery after
 * hydration) does not draw it again (docs/decisions/029-main-thread-work.md).
 */
const ContactSections = memo(function ContactSections({
  constraint,
  copy,
  lastResult,
}: Pick<ReturnType<typeof useLoaderData<typeof loader>>, "constraint" | "copy"> & {
  lastResult: ReturnType<typeof useActionData<typeof action>>;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl font-bold text-honey-900 sm:text-5xl">{copy.title}</h1>
        <p className="mt-4 text-lg text-stone-700">{copy.intro}</p>
      </header>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-5">
        <CardSection
          headingId="contacto-formulario-titulo"
          heading={copy.form.heading}
          className="lg:col-span-3"
        >
          <p className="mt-2 mb-6 text-stone-700">{copy.form.description}</p>
          <ContactForm lastResult={lastResult} constraint={constraint} copy={copy.form} />
        </CardSection>
        <div className="space-y-8 lg:col-span-2">
          <ContactDetails copy={copy.details} />
          <ContactLinks copy={copy.more} />
        </div>
      </div>
    </div>
  );
});
