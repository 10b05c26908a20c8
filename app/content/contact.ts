/** Spanish copy of the contact page (/contact) that is not business data. */
export const contactCopy = {
  title: "Contáctanos",
  metaDescription:
    "Escríbenos por WhatsApp, llámanos o visítanos: con gusto resolvemos tus dudas sobre nuestra miel picosa y el chile rayado ahumado.",
  intro:
    "¿Tienes una pregunta, quieres hacer un pedido o llevar nuestros productos a tu tienda? Escríbenos y te respondemos por WhatsApp.",
  details: {
    heading: "Información de contacto",
    addressLabel: "Dirección",
    mapsLink: "Ver en el mapa",
    phoneLabel: "Teléfono",
    emailLabel: "Correo electrónico",
    chatLabel: "WhatsApp",
    chatLink: "Escríbenos por WhatsApp",
    /** Prefilled text of the plain chat link (the form builds its own). */
    chatText: "¡Hola! Me gustaría recibir más información sobre sus productos.",
  },
  form: {
    heading: "Envíanos un mensaje",
    description:
      "Al enviar se abrirá WhatsApp con tu mensaje ya escrito; solo tienes que confirmarlo en el chat. No guardamos tus datos.",
    name: "Nombre",
    email: "Correo electrónico",
    emailHint: "Lo usaremos solo para responderte.",
    message: "Mensaje",
    messageHint: "Al menos 10 caracteres.",
    submit: "Enviar por WhatsApp",
    pending: "Abriendo WhatsApp...",
    privacyBefore: "Tus datos se tratan conforme a nuestro",
    privacyLink: "Aviso de Privacidad",
    /** Label of the honeypot field: people never see it. */
    honeypot: "No llenes este campo",
    toastTitle: "Abriendo WhatsApp…",
    toastDescription:
      "Tu mensaje está listo en el chat: solo tienes que enviarlo. Si no se abrió, permite las ventanas emergentes y vuelve a intentarlo.",
  },
  more: {
    heading: "Otras formas de acercarte",
    links: [
      {
        to: "/",
        label: "Inicio",
        description: "Conoce nuestra miel picosa y el chile rayado ahumado.",
      },
      {
        to: "/associates",
        label: "Asociados",
        description: "¿Tienes un código de invitación? Solicita tu caja de maridaje.",
      },
      {
        to: "/clients",
        label: "Clientes Distinguidos",
        description: "Solicita una muestra con tu código de invitación.",
      },
      { to: "/admin", label: "Administración", description: "Acceso para el equipo de la marca." },
    ],
  },
} as const;

/** What the form says when a field is refused, in the browser and on the server. */
export const contactMessages = {
  name: "El nombre es requerido",
  email: "Email inválido",
  message: "El mensaje debe tener al menos 10 caracteres",
  messageTooLong: "El mensaje debe tener como máximo 2000 caracteres",
} as const;
