/** The first link of a mail's text that starts with `prefix`. */
export function linkInText(text: string, prefix: string): string {
  const link = text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in: ${text}`);
  return link;
}
