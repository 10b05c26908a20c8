/** The words of the connection-error screen (the original site's). */
export const connectionErrorCopy = {
  title: "Error de conexión",
  message: "No se pudo conectar con la base de datos o el servidor",
  retry: "Intentar de nuevo",
  useStandalone: "Usar modo sin conexión",
  /** Instead of the button, while the mode is already on. */
  standaloneAlreadyOn: "El modo sin conexión ya está activo.",
} as const;
