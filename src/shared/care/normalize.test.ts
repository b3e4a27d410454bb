import { describe, expect, it } from 'vitest';
import { normalizeForCare } from './normalize.js';

describe('normalizeForCare', () => {
  it.each([
    ['Je VEUX Mourir', 'je veux mourir'],
    ['J’ai envie', 'j ai envie'],
    ["J'ai envie", 'j ai envie'],
    ['jai envie', 'j ai envie'],
    ['Ça m’éteint, œuvre', 'ca m eteint , oeuvre'],
    ['jveux mourir', 'je veux mourir'],
    ['chui fatigué', 'je suis fatigue'],
    ['jsuis a bout', 'je suis a bout'],
    ['envi d en finir', 'envie d en finir'],
    ['jai plu envi de vivre', 'j ai plus envie de vivre'],
    ['jai pu envi de vivre', 'j ai plus envie de vivre'],
    ["j'ai pu venir", 'j ai pu venir'],
    ['mm si ct dur, koi', 'meme si c etait dur , quoi'],
    ['tlm srait mieux sans moi', 'tout le monde serait mieux sans moi'],
    ['g envie de me tuer', 'j ai envie de me tuer'],
    ['plusssss jamaiiiis', 'plus jamais'],
    ['j’ai 15ans', 'j ai 15 ans'],
    ['une TS, ts les jours', 'une tentative de suicide , tous les jours'],
    ['sa va, sa mère', 'ca va , sa mere'],
    ['c fini', 'c est fini'],
    ['mdr lol ptdr', 'mdr mdr mdr'],
  ])('« %s » → « %s »', (input, expected) => {
    expect(normalizeForCare(input)).toBe(expected);
  });

  it('turns meaningful emojis into words and laughing ones into « mdr »', () => {
    expect(normalizeForCare('💊💊 ce soir')).toBe('cachets cachets ce soir');
    expect(normalizeForCare('🔪🩸')).toBe('couteau sang');
    expect(normalizeForCare('je suis morte 💀😂')).toBe('je suis morte mdr mdr');
  });

  it('splits sentences on punctuation, line breaks and quotes, and keeps commas', () => {
    expect(normalizeForCare('Bon. Je veux mourir !\nAdieu… « il a dit »')).toBe(
      'bon | je veux mourir | adieu | il a dit',
    );
    expect(normalizeForCare('  non,   jamais  ')).toBe('non , jamais');
  });

  it('reads a very long paste without blowing up', () => {
    const text = 'je veux '.repeat(10_000);
    expect(normalizeForCare(text).length).toBeLessThanOrEqual(20_000);
  });
});
