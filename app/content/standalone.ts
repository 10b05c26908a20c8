/**
 * What the standalone mode says: its notices, its simulated writes and its
 * refusals, and the connection-error screen that offers it.
 */

/** The answer of a simulated create or replace of a product, recipe or store. */
export const STANDALONE_SAVE_DONE = "Operación completada en modo offline";
/** The answer of any other simulated write. */
export const STANDALONE_WRITE_SIMULATED = "Operación simulada exitosa en modo offline";

/** The toast of a simulated write on an admin page. */
export const standaloneWriteToast = {
  type: "success",
  title: STANDALONE_SAVE_DONE,
  description: "No se guardó ningún cambio: el modo sin conexión está activo.",
} as const;

/** Invitation codes and requests are never read or written in the mode. */
export const STANDALONE_INVITATIONS_UNAVAILABLE =
  "Las solicitudes con código de invitación necesitan conexión con el servidor. Salga del modo sin conexión para continuar.";

/** Invitation codes, requests and backups are never read in the mode. */
export const STANDALONE_DATA_UNAVAILABLE =
  "Esta información no está disponible en modo sin conexión: solo se leen los datos estáticos.";

/** What an admin tab says in place of data the mode never reads. */
export const standaloneTabNotices = {
  codes:
    "Los códigos de invitación no se leen en modo sin conexión. Puede probar el formulario: los cambios se simulan y no se guardan.",
  requests:
    "Las solicitudes contienen datos personales y no se leen en modo sin conexión. Salga del modo sin conexión para verlas.",
  backup:
    "El respaldo necesita conexión con el servidor: en modo sin conexión no se leen los códigos ni las solicitudes y no se restaura nada.",
  orders:
    "Los pedidos contienen datos personales y no se leen en modo sin conexión. Salga del modo sin conexión para verlos.",
  trash:
    "La papelera no se lee en modo sin conexión: lo que elimine aquí se simula y no se guarda. Salga del modo sin conexión para restaurar lo eliminado.",
} as const;

/** The words of the connection-error screen (the original site's). */
export const connectionErrorCopy = {
  title: "Error de conexión",
  message: "No se pudo conectar con la base de datos o el servidor",
  retry: "Intentar de nuevo",
  useStandalone: "Usar modo sin conexión",
  /** Instead of the button, while the mode is already on. */
  standaloneAlreadyOn: "El modo sin conexión ya está activo.",
} as const;
