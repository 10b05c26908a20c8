/** 'en 1 minuto', 'en 42 minutos': how long a refusal (429) asks the visitor to wait. */
export function inMinutes(minutes: number): string {
  return `en ${minutes} ${minutes === 1 ? "minuto" : "minutos"}`;
}
