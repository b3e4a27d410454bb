import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH } from '#shared/schemas/chat';
import { checkDraft, joinDrafts } from './draft-check';

describe('checkDraft', () => {
  it('sends the trimmed text', () => {
    expect(checkDraft('  Bonjour Céleste \n')).toEqual({
      text: 'Bonjour Céleste',
      tooLong: false,
      sendable: true,
      error: undefined,
    });
  });

  it('ignores a blank text without calling it an error', () => {
    for (const value of ['', '   ', '\n\t ']) {
      expect(checkDraft(value)).toEqual({
        text: '',
        tooLong: false,
        sendable: false,
        error: undefined,
      });
    }
  });

  it('counts the length once trimmed, and names the error past the limit', () => {
    const full = 'a'.repeat(MESSAGE_MAX_LENGTH);
    expect(checkDraft(`  ${full}  `)).toMatchObject({ sendable: true, tooLong: false });
    expect(checkDraft(`${full}b`)).toEqual({
      text: `${full}b`,
      tooLong: true,
      sendable: false,
      error: 'Le message ne peut pas dépasser 4 000 caractères.',
    });
  });
});

describe('joinDrafts', () => {
  it('gives a refused message back, before what was typed since', () => {
    expect(joinDrafts('Ma question', '')).toBe('Ma question');
    expect(joinDrafts('Ma question', '  ')).toBe('Ma question');
    expect(joinDrafts('Ma question', 'Et aussi')).toBe('Ma question\n\nEt aussi');
  });
});
