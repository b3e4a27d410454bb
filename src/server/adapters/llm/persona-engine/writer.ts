import { fill, paragraphKey, type Random } from './text.js';

/**
 * Chooses wording for one reply, aware of what the conversation already
 * said: a sentence the person has read is avoided while another is free, and
 * a paragraph already written is never written again. Choices stay seeded, so
 * the same conversation still gets the same reply.
 */
export interface Writer {
  readonly random: Random;
  /** One of the items, filled in, preferring one not yet used in the conversation. */
  pick(items: readonly string[], values?: Readonly<Record<string, string>>): string;
  /**
   * One sentence from each bank, joined: the combination with the fewest sentences already read,
   * never a paragraph already written. Undefined when every combination was written before.
   */
  paragraph(
    banks: ReadonlyArray<readonly string[]>,
    values?: Readonly<Record<string, string>>,
  ): string | undefined;
  /** False for a paragraph already written in an earlier reply. */
  isNew(paragraph: string): boolean;
}

export function createWriter(random: Random, earlierReplies: readonly string[]): Writer {
  const said = earlierReplies.join('\n\n');
  const written = new Set(
    earlierReplies.flatMap((reply) => reply.split(/\n\s*\n/)).map(paragraphKey),
  );
  const start = (size: number) => Math.floor(random() * size);

  return {
    random,
    pick(items, values = {}) {
      if (items.length === 0) throw new Error('persona engine: nothing to pick from');
      const first = start(items.length);
      const rendered = items.map((_, i) => fill(items[(first + i) % items.length]!, values));
      return rendered.find((text) => !said.includes(text)) ?? rendered[0]!;
    },
    paragraph(banks, values = {}) {
      const sizes = banks.map((bank) => bank.length);
      const total = sizes.reduce((product, size) => product * size, 1);
      if (total === 0) return undefined;
      const first = start(total);
      let best: { text: string; stale: number } | undefined;
      for (let i = 0; i < total; i += 1) {
        // Mixed-radix decoding of the combination number, starting at a seeded place.
        let rest = (first + i) % total;
        const sentences = banks.map((bank, b) => {
          const index = rest % sizes[b]!;
          rest = Math.floor(rest / sizes[b]!);
          return fill(bank[index]!, values);
        });
        const text = sentences.filter(Boolean).join(' ');
        if (written.has(paragraphKey(text))) continue;
        const stale = sentences.filter((sentence) => sentence && said.includes(sentence)).length;
        if (stale === 0) return text;
        if (!best || stale < best.stale) best = { text, stale };
      }
      return best?.text;
    },
    isNew: (paragraph) => !written.has(paragraphKey(paragraph)),
  };
}
