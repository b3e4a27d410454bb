import { Markdown, type MarkdownToJSX } from 'markdown-to-jsx/react';
import { type ComponentProps } from 'react';
import { createSpacedElement, keepChildrenAsTyped } from '@/lib/french-text/spaced';

/** Links from a reply open elsewhere, and give that page no handle on this one. */
function SafeLink({ href, title, children }: ComponentProps<'a'>) {
  return (
    <a
      href={href}
      title={title}
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-primary underline underline-offset-2"
    >
      {children}
    </a>
  );
}

/** A heading inside a bubble would break the page's outline: it stays a strong paragraph. */
function Heading({ children }: ComponentProps<'p'>) {
  return <p className="font-semibold text-foreground">{children}</p>;
}

/** No remote image from a reply (tracking, CSP): its description is enough. */
function ImageAsText({ alt }: ComponentProps<'img'>) {
  return alt ? <span>{alt}</span> : null;
}

// The reply's source is Markdown, not text: its elements are spaced as they are built.
keepChildrenAsTyped(Markdown);

const OPTIONS: MarkdownToJSX.Options = {
  // The reply's text gets French spacing as the app's own does (ADR 017), its code
  // excepted. No wrapper of the library's: the blocks go into our own div below.
  createElement: createSpacedElement,
  wrapper: null,
  // The reply is model output: its raw HTML is shown as text, never as markup.
  disableParsingRawHTML: true,
  forceBlock: true,
  overrides: {
    a: SafeLink,
    h1: Heading,
    h2: Heading,
    h3: Heading,
    h4: Heading,
    h5: Heading,
    h6: Heading,
    img: ImageAsText,
  },
};

// While a reply streams, half-written marks (an unclosed **) are held back rather than flashed.
const STREAMING_OPTIONS: MarkdownToJSX.Options = { ...OPTIONS, optimizeForStreaming: true };

export function AssistantMarkdown({
  content,
  streaming = false,
}: {
  content: string;
  streaming?: boolean;
}) {
  return (
    <div className="chat-prose">
      <Markdown options={streaming ? STREAMING_OPTIONS : OPTIONS}>{content}</Markdown>
    </div>
  );
}
