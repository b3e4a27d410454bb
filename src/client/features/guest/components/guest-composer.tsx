import { LoaderCircle, SendHorizontal } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { MESSAGE_MAX_LENGTH } from '../../../../shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec §9: the field grows with its text up to 128 px, then scrolls. */
const MAX_HEIGHT_PX = 128;

interface GuestComposerProps {
  value: string;
  onChange: (text: string) => void;
  /** Receives the trimmed, non-empty text. */
  onSend: (text: string) => void;
  /** A message is on its way: the field waits for the reply. */
  busy: boolean;
  /** No free message left: sending opens the upgrade dialog instead. */
  exhausted: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function GuestComposer(props: GuestComposerProps) {
  const { value, busy, exhausted, textareaRef } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const text = value.trim();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [value, textareaRef]);

  // The field is disabled while a reply comes, which drops its focus: give it back after.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || formRef.current?.contains(active)) {
      textareaRef.current?.focus();
    }
  }, [busy, textareaRef]);

  function submit() {
    // Spec §5: an empty (or blank) message is simply ignored.
    if (busy || !text || tooLong) return;
    props.onSend(text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An input method confirms a word with Enter: that is not a send (Safari: keyCode 229).
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  }

  return (
    <div className="shrink-0 border-t border-border bg-card px-3 pt-3 pb-3 sm:px-5">
      <form
        ref={formRef}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className={cn(
          'flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm transition-colors focus-within:border-ring',
          tooLong ? 'border-destructive' : 'border-input',
        )}
      >
        <label htmlFor="guest-composer" className="sr-only">
          Votre message
        </label>
        <textarea
          id="guest-composer"
          ref={textareaRef}
          rows={1}
          value={value}
          disabled={busy}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={
            busy
              ? 'Message envoyé'
              : exhausted
                ? 'Vos messages gratuits sont épuisés'
                : 'Tapez votre message...'
          }
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? 'guest-composer-error' : undefined}
          enterKeyHint="send"
          className="max-h-32 min-h-10 flex-1 resize-none overflow-y-auto bg-transparent px-2 py-2 text-base leading-6 text-foreground outline-none placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
        />
        <Button
          type="submit"
          aria-label="Envoyer"
          disabled={busy || !text || tooLong}
          className="shrink-0 px-3 sm:px-4"
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          <span className="hidden sm:inline">Envoyer</span>
        </Button>
      </form>
      {tooLong ? (
        <p
          id="guest-composer-error"
          role="alert"
          className="mt-1.5 px-1 text-xs font-medium text-destructive"
        >
          Le message ne peut pas dépasser {MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.
        </p>
      ) : null}
    </div>
  );
}
