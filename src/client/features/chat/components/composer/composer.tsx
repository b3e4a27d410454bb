import { LoaderCircle, SendHorizontal, Square } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { MESSAGE_MAX_LENGTH, messageContentSchema } from '../../../../../shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { SendBlock } from '../../utils/quota';
import { COUNTER_FROM, ComposerFeedback } from './composer-feedback';
import { ComposerNotice } from './composer-notice';

/** Spec §9: the field grows with its text up to 128 px, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 128;
export type ComposerStatus = 'idle' | 'sending' | 'streaming';

interface ComposerProps {
  value: string;
  onChange: (text: string) => void;
  /** Receives the trimmed, valid text. */
  onSend: (text: string) => void;
  onStop: () => void;
  status: ComposerStatus;
  block: SendBlock;
  /** The conversation is not loaded (yet): nothing can be sent to it. */
  unavailable: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function Composer(props: ComposerProps) {
  const { value, status, block, textareaRef } = props;
  const formRef = useRef<HTMLFormElement>(null);
  const parsed = messageContentSchema.safeParse(value);
  const length = value.trim().length;
  // Only the length error is worth showing: an empty field simply cannot be sent.
  const error =
    length > MESSAGE_MAX_LENGTH && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const disabled = status !== 'idle' || block !== null || props.unavailable;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [value, textareaRef]);

  // The field is disabled while a reply comes, which drops its focus: give it back after.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (status !== 'idle') {
      wasBusy.current = true;
      return;
    }
    if (!wasBusy.current) return;
    wasBusy.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || formRef.current?.contains(active)) {
      textareaRef.current?.focus();
    }
  }, [status, textareaRef]);

  function submit() {
    if (disabled || !parsed.success) return;
    props.onSend(parsed.data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An input method (Japanese, Chinese…) confirms a word with Enter: that is not a send.
    // Safari reports that last Enter with keyCode 229 and isComposing already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  }

  const describedBy = [
    error ? 'composer-error' : null,
    length >= COUNTER_FROM ? 'composer-count' : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="shrink-0 border-t border-border bg-card/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        {block ? <ComposerNotice block={block} /> : null}
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className={cn(
            'flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm transition-colors focus-within:border-ring',
            error ? 'border-destructive' : 'border-input',
          )}
        >
          <label htmlFor="chat-composer" className="sr-only">
            Votre message
          </label>
          <textarea
            id="chat-composer"
            ref={textareaRef}
            rows={1}
            value={value}
            disabled={disabled}
            onChange={(event) => props.onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={status !== 'idle' ? 'Message envoyé' : 'Tapez votre message...'}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            enterKeyHint="send"
            className="max-h-32 min-h-10 flex-1 resize-none overflow-y-auto bg-transparent px-2 py-2 text-base leading-6 text-foreground outline-none placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
          />
          {status === 'streaming' ? (
            <Button type="button" variant="outline" onClick={props.onStop} className="shrink-0">
              <Square aria-hidden="true" className="fill-current" />
              Arrêter
            </Button>
          ) : (
            <Button
              type="submit"
              aria-label="Envoyer"
              disabled={disabled || !parsed.success}
              className="shrink-0 px-3 sm:px-4"
            >
              {status === 'sending' ? (
                <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
              ) : (
                <SendHorizontal aria-hidden="true" />
              )}
              <span className="hidden sm:inline">Envoyer</span>
            </Button>
          )}
        </form>
        <ComposerFeedback error={error} length={length} />
        <p className="mt-1 text-center text-xs leading-relaxed text-muted-foreground">
          Céleste est une IA et peut se tromper. En cas de détresse : 3114 (24h/24) ou 112.
        </p>
      </div>
    </div>
  );
}
