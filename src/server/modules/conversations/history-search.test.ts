import { describe, expect, it } from 'vitest';
import { excerptOf, MARK_END, MARK_START, toPrefixQuery } from './history-search.js';

const mark = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe('toPrefixQuery', () => {
  it('requires every word and lets the last one be unfinished', () => {
    expect(toPrefixQuery('séparation difficile')).toBe('séparation & difficile:*');
    expect(toPrefixQuery('  travail ')).toBe('travail:*');
  });

  it('lets no tsquery syntax through', () => {
    expect(toPrefixQuery("l'amour | !(peur) & <->")).toBe('amour & peur:*');
    expect(toPrefixQuery('& | !')).toBeNull();
    expect(toPrefixQuery('a')).toBeNull();
  });
});

describe('excerptOf', () => {
  it('highlights the hits of the folded text in the original words', () => {
    const original = 'Ma séparation est récente';
    const marked = `Ma ${mark('separation')} est recente`;
    const { text, highlights } = excerptOf(original, marked);
    expect(text).toBe(original);
    expect(highlights.map(([s, e]) => text.slice(s, e))).toEqual(['séparation']);
  });

  it('cuts a long message around its first hit, at spaces, with ellipses', () => {
    const before = 'mot '.repeat(100);
    const after = ' suite'.repeat(100);
    const original = `${before}carrière${after}`;
    const marked = `${before}${mark('carriere')}${after}`;
    const { text, highlights } = excerptOf(original, marked);
    expect(text.startsWith('…mot')).toBe(true);
    expect(text.endsWith('suite…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(162);
    expect(highlights.map(([s, e]) => text.slice(s, e))).toEqual(['carrière']);
  });

  it('keeps highlights right when line breaks and spaces are collapsed', () => {
    const original = 'Bonjour,\n\n  mon   travail me pèse';
    const marked = `Bonjour,\n\n  mon   ${mark('travail')} me pese`;
    const { text, highlights } = excerptOf(original, marked);
    expect(text).toBe('Bonjour, mon travail me pèse');
    expect(highlights.map(([s, e]) => text.slice(s, e))).toEqual(['travail']);
  });

  it('shows the beginning of a message found by its date alone', () => {
    expect(excerptOf('Une question', null)).toEqual({ text: 'Une question', highlights: [] });
  });
});
