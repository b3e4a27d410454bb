import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../lib/storage';
import { readDraft, writeDraft } from './draft-storage';

describe('draft storage', () => {
  it('keeps one draft per conversation under draft:<id>', () => {
    const storage = createMemoryStorage();
    writeDraft(storage, 4, 'Bonjour Céleste,\nje');
    writeDraft(storage, 9, 'Autre');
    expect(storage.getItem('draft:4')).toBe('Bonjour Céleste,\nje');
    expect(readDraft(storage, 4)).toBe('Bonjour Céleste,\nje');
    expect(readDraft(storage, 9)).toBe('Autre');
  });

  it('gives an empty text when there is no draft', () => {
    expect(readDraft(createMemoryStorage(), 4)).toBe('');
  });

  it('removes the draft once it is empty or blank', () => {
    const storage = createMemoryStorage({ 'draft:4': 'texte', 'draft:5': 'texte' });
    writeDraft(storage, 4, '');
    writeDraft(storage, 5, '  \n ');
    expect(storage.getItem('draft:4')).toBeNull();
    expect(storage.getItem('draft:5')).toBeNull();
  });

  it('gives a draft carried from the guest chat to the first conversation without its own, once', () => {
    const storage = createMemoryStorage({
      'draft:carried': 'Encore une question ?',
      'draft:4': 'Mien',
    });
    expect(readDraft(storage, 4)).toBe('Mien');
    expect(readDraft(storage, 7)).toBe('Encore une question ?');
    expect(storage.getItem('draft:7')).toBe('Encore une question ?');
    expect(storage.getItem('draft:carried')).toBeNull();
    expect(readDraft(storage, 8)).toBe('');
  });
});
