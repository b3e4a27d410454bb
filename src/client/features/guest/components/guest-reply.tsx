import { lazy, Suspense } from 'react';

// The Markdown renderer loads with the first reply, not with the landing page:
// most visitors first see the welcome, and the page must appear fast.
const AssistantMarkdown = lazy(() =>
  import('@/components/conversation/assistant-markdown').then((module) => ({
    default: module.AssistantMarkdown,
  })),
);

/** Céleste's reply as safe Markdown, shown as plain text for the instant the renderer loads. */
export function GuestReply({
  content,
  streaming = false,
}: {
  content: string;
  streaming?: boolean;
}) {
  return (
    <Suspense fallback={<p className="chat-prose whitespace-pre-wrap">{content}</p>}>
      <AssistantMarkdown content={content} streaming={streaming} />
    </Suspense>
  );
}
