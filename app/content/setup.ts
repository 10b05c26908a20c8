/**
 * The first-run page, /admin/setup: the owner's first account, made in the
 * browser with the setup code chosen at deploy time
 * (docs/decisions/028-launch-day.md).
 */
export const setupCopy = {
  title: "Configura tu sitio",
  description: "Crea la primera cuenta de administración del sitio.",
  intro:
    "Todavía no hay ninguna cuenta de administración. Escribe el código de configuración que elegiste al publicar el sitio (SETUP_CODE) y crea tu cuenta.",
  codeLabel: "Código de configuración",
  confirmationLabel: "Confirma la contraseña",
  sampleCatalogueLabel: "Empezar con el catálogo de ejemplo",
  sampleCatalogueHint:
    "Agrega los productos, puntos de venta y recetas de muestra para ver el sitio completo y luego editarlo. Sin marcarlo, la tienda empieza vacía.",
  submit: "Crear cuenta y entrar",
  pending: "Creando cuenta...",
  notConfiguredTitle: "Falta el código de configuración",
  notConfigured:
    "Este sitio no tiene código de configuración, así que aquí no se puede crear ninguna cuenta. Quien lo publicó debe definir el secreto SETUP_CODE (de 12 caracteres o más) en Cloudflare: panel → Workers → este Worker → Settings → Variables and Secrets, o con «npx wrangler secret put SETUP_CODE». Después vuelve a esta página. También puede crear la cuenta desde la terminal con «npm run admin:create».",
  created: "Cuenta creada",
  createdDescription: "Ahora cambia los datos de ejemplo por los de tu negocio en «Sitio».",
  samplesFailed:
    "No se pudo agregar el catálogo de ejemplo; tu cuenta sí quedó creada. Agrega tus productos en «Productos» y cambia los datos de ejemplo por los de tu negocio en «Sitio».",
  createdWithSamples:
    "Se agregó el catálogo de ejemplo. Ahora cambia los datos de ejemplo por los de tu negocio en «Sitio».",
} as const;

export const setupMessages = {
  wrongCode: "El código de configuración no es correcto",
  code: "Escribe el código de configuración",
  notConfigured: setupCopy.notConfigured,
  alreadySetUp: "El sitio ya tiene una cuenta de administración. Inicia sesión en /admin/auth.",
} as const;
