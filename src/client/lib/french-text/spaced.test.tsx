import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssistantMarkdown } from '@/components/conversation/assistant-markdown';
import { NBSP, NNBSP } from '#shared/french-spacing';

function Title({ children }: { children: React.ReactNode }) {
  return <h2>{children}</h2>;
}

// The JSX below goes through the client's runtime (vitest.config.ts), as the app's does.
describe('French spacing through the JSX runtime', () => {
  it('spaces the text of elements, fragments and components, including text from a variable', () => {
    const price = 'Forfait : 14 €';
    expect(
      renderToStaticMarkup(
        <>
          <p>Résilier votre forfait ?</p>
          <Title>{'Vraiment ?'}</Title>
          <span>{price} puis « fin »</span>
        </>,
      ),
    ).toBe(
      `<p>Résilier votre forfait${NNBSP}?</p><h2>Vraiment${NNBSP}?</h2>` +
        `<span>Forfait${NBSP}: 14${NBSP}€ puis «${NNBSP}fin${NNBSP}»</span>`,
    );
  });

  it('leaves code and a field’s content as typed', () => {
    expect(
      renderToStaticMarkup(
        <div>
          <code>a ? b : c</code>
          <textarea defaultValue="x" />
          <pre>{'si ? alors'}</pre>
        </div>,
      ),
    ).toBe('<div><code>a ? b : c</code><textarea>x</textarea><pre>si ? alors</pre></div>');
  });

  it('spaces a reply’s Markdown text but not its code', () => {
    const html = renderToStaticMarkup(<AssistantMarkdown content={'Prête ? Voici `a ? b`.'} />);
    expect(html).toContain(`Prête${NNBSP}?`);
    expect(html).toContain('<code>a ? b</code>');
  });
});
