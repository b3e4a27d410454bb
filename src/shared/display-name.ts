/** A first name as the app and its e-mails show it: trimmed, first letter capitalised (spec §2). */
export function displayFirstName(firstName: string): string {
  const trimmed = firstName.trim();
  return trimmed.charAt(0).toLocaleUpperCase('fr-FR') + trimmed.slice(1);
}
