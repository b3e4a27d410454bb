import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithPhoneLinks } from './phone-links';

describe('WithPhoneLinks', () => {
  it('makes every 3114 and 112 of a text a tel: link, and leaves other numbers alone', () => {
    const html = renderToStaticMarkup(
      <WithPhoneLinks text="Trop de tentatives (31140 essais). Le 3114 répond, et le 112 en cas de danger." />,
    );
    expect(html).toContain('<a href="tel:3114"');
    expect(html).toContain('>3114</a> répond');
    expect(html).toContain('<a href="tel:112"');
    expect(html).toContain('(31140 essais)');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('gives a text without a help number back as it is', () => {
    expect(renderToStaticMarkup(<WithPhoneLinks text="Identifiants invalides" />)).toBe(
      'Identifiants invalides',
    );
  });
});
