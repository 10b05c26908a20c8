/**
 * Every public form's honeypot: a field people never see or reach, which
 * spam robots fill in. A submission that fills it is dropped quietly.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return value !== null && value !== "";
}
