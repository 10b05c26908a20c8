import { z } from "zod";
import { requiredText } from "./fields";

export const contactMessages = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
} as const;

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
    .max(2000, "El mensaje debe tener como máximo 2000 caracteres"),
});

export type ContactInput = z.infer<typeof contactSchema>;
