import { Fragment } from 'react';

/** The distress lines as they appear in a text, the server's included (its 402 and 429 end with them). */
const HELP_NUMBERS = /\b(3114|112)\b/;

/**
 * A text with every 3114 and 112 in it made a `tel:` link (issue 14): help
 * is one tap away wherever it is named, a toast or a field's error included.
 */
export function WithPhoneLinks({ text }: { text: string }) {
  const parts = text.split(HELP_NUMBERS);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`tel:${part}`} className="font-semibold underline underline-offset-2">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
