import { inMinutes } from "./minutes";
export const ACCOUNT_PATH = "/admin/account";
export const USERS_PATH = "/admin/users";

/** The words of the owner's account ('Cuenta') and of 'Usuarios': messages, toasts, labels. */
export const accountMessages = {
  currentPassword: "La contraseña actual es requerida",
  wrongCurrentPassword: "La contraseña actual no es correcta",
  newPasswordLength: "La nueva contraseña debe tener al menos 8 caracteres",
  newPasswordTooLong: "La contraseña debe tener como máximo 200 caracteres",
  commonPassword: "Esa contraseña es de las más comunes; elija otra",
  confirmation: "Las contraseñas no coinciden",
  passwordChanged: "Contraseña actualizada. Se cerraron las demás sesiones.",
  sessionNotFound: "Sesión no encontrada",
  sessionEnded: "Sesión cerrada",
  otherSessionsEnded: (count: number) =>
    count === 1 ? "Se cerró 1 sesión" : `Se cerraron ${count} sesiones`,
  /** Either message above, saying so when passkeys went with the sessions. */
  withPasskeysEnded: (message: string, count: number) =>
    count === 0
      ? message
      : `${message.replace(/\.$/, "")}. ${
          count === 1
            ? "Se quitó 1 llave de acceso: si era suya, agréguela de nuevo en «Cuenta»."
            : `Se quitaron ${count} llaves de acceso: si eran suyas, agréguelas de nuevo en «Cuenta».`
        }`,
  passkeyName: "El nombre de la llave es requerido",
  passkeyNameTooLong: "El nombre de la llave debe tener como máximo 60 caracteres",
  passkeyNotFound: "Llave de acceso no encontrada",
  passkeyAdded: "Llave de acceso agregada",
  passkeyRemoved: "Llave de acceso eliminada",
  passkeyFailed: "No se pudo verificar la llave de acceso",
  passkeyCeremonyExpired: "La solicitud de la llave de acceso venció. Intente de nuevo.",
  passkeyCancelled: "Se canceló el uso de la llave de acceso",
  passkeyUnsupported: "Este navegador no admite llaves de acceso",
  passkeysNeedJavaScript:
    "Las llaves de acceso necesitan JavaScript. Puede iniciar sesión con su contraseña.",
  addingPasskeysNeedsJavaScript: "Para agregar una llave de acceso se necesita JavaScript.",
  standalone:
    "En el modo sin conexión no se puede administrar la cuenta ni los usuarios: inicie sesión con su usuario.",
  userNotFound: "Usuario no encontrado",
  cannotRemoveSelf: "No puede eliminar su propia cuenta",
  cannotSignOutSelf: "Para cerrar sus propias sesiones use «Cerrar las demás sesiones» en «Cuenta»",
  lastAdmin: "Debe quedar al menos un administrador",
  usernameTaken: "Ese nombre de usuario ya existe",
  invitationInvalid: "El enlace de invitación no es válido, ya se usó o venció",
  invitationCreated: "Enlace de invitación creado",
  invitationNotFound: "Invitación no encontrada",
  invitationRevoked: "Enlace de invitación revocado",
  adminRemoved: (username: string) => `Se eliminó al administrador ${username}`,
  /** Another admin's ways in, ended: 'Se cerraron 2 sesiones de ana y se quitó 1 llave de acceso.' */
  adminSignedOut: (username: string, sessions: number, passkeys: number) =>
    `${sessions === 1 ? "Se cerró 1 sesión" : `Se cerraron ${sessions} sesiones`} de ${username}${
      passkeys === 0
        ? ""
        : passkeys === 1
          ? " y se quitó 1 llave de acceso"
          : ` y se quitaron ${passkeys} llaves de acceso`
    }. Sus enlaces de invitación abiertos ya no sirven; su contraseña sigue valiendo.`,
  unknownAction: "Acción no reconocida",
  tooManyChanges: (minutes: number) =>
    `Demasiados cambios en la cuenta. Intente de nuevo ${inMinutes(minutes)}.`,
  accountCreated: "Cuenta creada. Bienvenido al panel de administración.",
} as const;

export const accountCopy = {
  title: "Cuenta",
  passwordHeading: "Cambiar contraseña",
  currentPasswordLabel: "Contraseña actual",
  newPasswordLabel: "Nueva contraseña",
  confirmationLabel: "Confirmar nueva contraseña",
  /** A new admin's (the first-run page's, an invitation's). */
  usernameLabel: "Usuario",
  passwordLabel: "Contraseña",
  newPasswordHint: "Al menos 8 caracteres; no una de las contraseñas más comunes.",
  changePassword: "Cambiar contraseña",
  passkeysHeading: "Llaves de acceso",
  passkeysIntro:
    "Una llave de acceso permite iniciar sesión con la huella, el rostro o el PIN del dispositivo, sin contraseña.",
  passkeyNameLabel: "Nombre de la llave",
  passkeyNamePlaceholder: "p. ej. iPhone de Ana",
  addPasskey: "Agregar llave de acceso",
  passkeyPasswordHint: "Para agregar una llave de acceso se pide su contraseña.",
  noPasskeys: "Todavía no hay llaves de acceso.",
  removePasskey: "Eliminar",
  sessionsHeading: "Sesiones abiertas",
  currentSession: "Esta sesión",
  endSession: "Cerrar sesión",
  endOtherSessions: "Cerrar las demás sesiones",
  endOtherSessionsHint:
    "También anula los enlaces de invitación que creó y quita las llaves de acceso, salvo la de esta sesión. Cambiar la contraseña hace lo mismo.",
  activityHeading: "Actividad de inicio de sesión",
  activityIntro: "Los últimos 20 intentos de inicio de sesión en esta cuenta.",
  noActivity: "Todavía no hay intentos registrados.",
  succeeded: "Correcto",
  failed: "Fallido",
  methodLabel: { password: "Contraseña", passkey: "Llave de acceso" },
  unknownCountry: "—",
  started: "Inició",
  lastUsed: "Último uso",
  added: "Agregada",
  neverUsed: "Sin usar",
} as const;

export const usersCopy = {
  title: "Usuarios",
  description: "Los administradores del panel. Todos tienen los mismos permisos.",
  invite: "Invitar administrador",
  inviteIntro:
    "Se crea un enlace de un solo uso, válido por 72 horas. Cópielo y envíelo a la persona; no se envía ningún correo.",
  invitationLink: "Enlace de invitación",
  invitationExpires: "Vence",
  lastSignIn: "Último inicio de sesión",
  neverSignedIn: "Nunca",
  you: "(usted)",
  remove: "Eliminar",
  removeFailed: "No se pudo eliminar al administrador",
  /** Another admin's open sessions and passkeys, on their row. */
  waysIn: (sessions: number, passkeys: number) =>
    `${sessions === 1 ? "1 sesión abierta" : `${sessions} sesiones abiertas`} · ${
      passkeys === 1 ? "1 llave de acceso" : `${passkeys} llaves de acceso`
    }`,
  signOut: "Cerrar sus sesiones",
  signOutHint: "También quita sus llaves de acceso y sus enlaces de invitación.",
  signOutFailed: "No se pudieron cerrar sus sesiones",
  inviteFailed: "No se pudo crear el enlace de invitación",
  invitePasswordHint: "Por seguridad, escriba su contraseña actual para crear el enlace.",
  invitationsHeading: "Enlaces de invitación abiertos",
  invitationsIntro:
    "Cada enlace sirve para crear una cuenta de administrador hasta que se use, venza o se revoque.",
  noInvitations: "No hay enlaces de invitación abiertos.",
  invitationCreatedBy: "Creado por",
  invitationCreated: "Creado",
  revoke: "Revocar",
  revokeQuestion: (createdBy: string) =>
    `¿Revocar el enlace de invitación creado por «${createdBy}»?`,
  revokeConsequence: "Quien lo tenga ya no podrá crear una cuenta con él.",
  revoking: "Revocando...",
  revokeFailed: "No se pudo revocar el enlace de invitación",
  acceptTitle: "Crear cuenta de administrador",
  acceptIntro: "Elija su nombre de usuario y una contraseña para entrar al panel.",
  createAccount: "Crear cuenta",
} as const;
