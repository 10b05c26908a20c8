/**
 * The words of the waiting-list form on a product's page ('Avísame cuando
 * haya', docs/decisions/025-availability-and-waiting-list.md). Its answers
 * and refusals, which the server gives, are `waitlistCopy` in
 * content/availability.ts.
 */
export const waitlistFormCopy = {
  title: "Avísame cuando haya",
  intro: "Déjenos su nombre y un teléfono o un correo, y le avisaremos cuando vuelva a haber.",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  contactHint: "Indique al menos uno de los dos.",
  consent: "Acepto que usen estos datos para avisarme de este producto.",
  privacyBefore:
    "Usaremos sus datos solo para avisarle de este producto y los borraremos 90 días después de cerrar su registro; consulte el",
  privacyLink: "Aviso de Privacidad",
  honeypot: "No llene este campo",
  submit: "Avísame cuando haya",
  sending: "Enviando…",
} as const;
