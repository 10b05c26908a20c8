import { z } from "zod";
import { requiredText } from "./fields";
import { contactMessages } from "~/content/contact";

export { contactMessages };

/** The contact form (not stored; it opens a chat). */
export const contactSchema = z.object({
  name: requiredText(contactMessages.name, 120),
  email: z
    .string({ error: contactMessages.email })
    .trim()
    .max(254, contactMessages.email)
    .pipe(z.email(contactMessages.email)),
  message: z
    .string({ error: contactMessages.message })
    .trim()
    .min(10, contactMessages.message)
    .max(2000, contactMessages.messageTooLong),
});

export type ContactInput = z.infer<typeof contactSchema>;
