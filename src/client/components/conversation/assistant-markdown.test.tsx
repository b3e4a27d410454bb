import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AssistantMarkdown } from './assistant-markdown';

// Rendered by React with the client's JSX runtime, as in the browser (vitest.config.ts).
describe('AssistantMarkdown', () => {
  it('renders a reply’s Markdown: headings as strong paragraphs, links that open elsewhere', () => {
    expect(
      renderToStaticMarkup(
        <AssistantMarkdown content={'# Titre\n\nUn **mot** et un [lien](https://example.fr).'} />,
      ),
    ).toBe(
      '<div class="chat-prose"><p class="font-semibold text-foreground">Titre</p>' +
        '<p>Un <strong>mot</strong> et un <a href="https://example.fr" target="_blank" ' +
        'rel="noopener noreferrer" class="font-medium text-primary underline underline-offset-2">' +
        'lien</a>.</p></div>',
    );
  });

  it('shows a single line as one paragraph, raw HTML as text and an image as its description', () => {
    expect(
      renderToStaticMarkup(
        <AssistantMarkdown content={'<b>gras</b> puis ![une étoile](https://example.fr/e.png)'} />,
      ),
    ).toBe(
      '<div class="chat-prose"><p>&lt;b&gt;gras&lt;/b&gt; puis <span>une étoile</span></p></div>',
    );
  });

  it('holds back a half-written mark while the reply streams', () => {
    const html = renderToStaticMarkup(<AssistantMarkdown content={'Votre **avenir'} streaming />);
    expect(html).not.toContain('**');
    expect(html).toContain('Votre');
  });
});
