import { PERSONA_NAME } from '#shared/persona';

/**
 * What a screen reader hears once a reply is complete: the reply itself, with
 * the Markdown marks that would be read aloud as symbols taken out.
 */
export function replyAnnouncement(markdown: string): string {
  const text = markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? `${PERSONA_NAME} a répondu : ${text}` : `${PERSONA_NAME} a répondu.`;
}
