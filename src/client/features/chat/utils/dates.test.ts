import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel, parseDayParam } from './dates';

// Local dates: the tests do not depend on the machine's time zone.
const now = new Date(2025, 4, 26, 9, 30);

describe('dayLabel', () => {
  it('says Aujourd’hui and Hier for the two latest days', () => {
    expect(dayLabel(new Date(2025, 4, 26, 0, 5), now)).toBe("Aujourd'hui");
    expect(dayLabel(new Date(2025, 4, 25, 23, 59), now)).toBe('Hier');
  });

  it('names older days in French, with the year only when it differs', () => {
    expect(dayLabel(new Date(2025, 4, 19, 12), now)).toBe('Lundi 19 mai');
    expect(dayLabel(new Date(2024, 11, 31, 12), now)).toBe('Mardi 31 décembre 2024');
  });
});

describe('dayKey and parseDayParam', () => {
  it('spells a local day as yyyy-MM-dd', () => {
    expect(dayKey(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('accepts only a real yyyy-MM-dd date', () => {
    expect(parseDayParam('2025-05-26')).toBe('2025-05-26');
    expect(parseDayParam('2025-02-30')).toBeNull();
    expect(parseDayParam('26/05/2025')).toBeNull();
    expect(parseDayParam('')).toBeNull();
    expect(parseDayParam(null)).toBeNull();
  });
});
