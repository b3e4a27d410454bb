import { PERSONA_NAME } from '#shared/persona';

/** Three soft dots before the first words of a reply. */
export function TypingIndicator() {
  return (
    <span className="flex h-6 items-center gap-1.5" role="status">
      <span className="sr-only">{PERSONA_NAME} écrit…</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-2 rounded-full bg-primary/60 motion-safe:animate-typing"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
