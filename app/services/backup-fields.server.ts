/** The fields every section of a backup file shares: a row's id and its dates. */
import { z } from "zod";

export const backupId = z
  .number({ error: "El id debe ser un número entero positivo" })
  .int("El id debe ser un número entero positivo")
  .positive("El id debe ser un número entero positivo");

/** An ISO 8601 date with its offset, as a backup writes it, read back into a Date. */
export const backupTimestamp = z.iso
  .datetime({ offset: true, error: "La fecha no es válida (se espera ISO 8601)" })
  .transform((value) => new Date(value));
