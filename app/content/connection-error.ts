/** SPEC §2's connection-error screen. */
export const connectionErrorCopy = {
  title: "Error de conexión",
  message: "No se pudo conectar con la base de datos o el servidor",
  retry: "Intentar de nuevo",
  useStandalone: "Usar modo sin conexión",
} as const;
