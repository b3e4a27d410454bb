/** The first name as the sidebar shows it: trimmed, first letter capitalised (spec §2). */
export function displayFirstName(firstName: string): string {
  const trimmed = firstName.trim();
  return trimmed.charAt(0).toLocaleUpperCase('fr-FR') + trimmed.slice(1);
}
