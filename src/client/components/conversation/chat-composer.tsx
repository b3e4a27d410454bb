import { LoaderCircle, SendHorizontal, Square } from 'lucide-react';
import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { checkDraft } from './draft-check';

/** Spec §9: the field grows with its text up to 128 px, then scrolls. */
export const COMPOSER_MAX_HEIGHT_PX = 128;

/**
 * idle: ready to send; sending: the message is on its way; streaming: its
 * reply is arriving; stopping: « Arrêter » was pressed, the reply is being stored.
 */
export type ComposerStatus = 'idle' | 'sending' | 'streaming' | 'stopping';

interface ChatComposerProps {
  /** The field's id; its label is « Votre message ». */
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Receives the trimmed, valid text (spec §5: a blank message is simply ignored). */
  onSend: (text: string) => void;
  status: ComposerStatus;
  /** Offered instead of sending while a reply streams (D18). */
  onStop: () => void;
  /** Nothing can be sent now, for a reason of the host's (quota, verification, loading). */
  disabled?: boolean;
  /** The placeholder of a field ready to send. */
  placeholder?: string;
  /** The id of the length error under the form, described by the field while the text is too long. */
  errorId: string;
  /** Further ids that describe the field (a character count). */
  describedBy?: string;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * « Envoyer » and « Arrêter » take the same room, so that the field (and its
 * placeholder) keeps its width when one turns into the other (issue 39): an
 * icon on a phone, the icon and the word from 640 px.
 */
const ACTION_BUTTON = 'min-h-11 w-11 shrink-0 px-0 sm:w-32';

/**
 * The message form of both chats: Enter sends, Shift+Enter starts a new line,
 * an input method's Enter is left alone, and the field grows with its text.
 * While a reply comes the field stays editable and keeps its focus (a phone's
 * keyboard stays open): only the button turns into « Arrêter ». The host puts
 * its notices and feedback around it.
 */
export function ChatComposer(props: ChatComposerProps) {
  const { value, status, textareaRef } = props;
  const draft = checkDraft(value);
  const busy = status !== 'idle';
  const disabled = busy || props.disabled === true;

  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, COMPOSER_MAX_HEIGHT_PX)}px`;
  }, [value, textareaRef]);

  function submit() {
    if (disabled || !draft.sendable) return;
    props.onSend(draft.text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey) return;
    // An input method (Japanese, Chinese…) confirms a word with Enter: that is not a send.
    // Safari reports that last Enter with keyCode 229 and isComposing already false.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    event.preventDefault();
    submit();
  }

  const describedBy = [draft.tooLong ? props.errorId : null, props.describedBy]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className={cn(
        'flex items-end gap-2 rounded-2xl border bg-card p-2 shadow-sm transition-colors focus-within:border-ring',
        draft.tooLong ? 'border-destructive' : 'border-input',
      )}
    >
      <label htmlFor={props.id} className="sr-only">
        Votre message
      </label>
      <textarea
        id={props.id}
        ref={textareaRef}
        rows={1}
        value={value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={props.placeholder ?? 'Tapez votre message…'}
        aria-invalid={draft.tooLong || undefined}
        aria-describedby={describedBy || undefined}
        enterKeyHint="send"
        className="max-h-32 min-h-11 flex-1 resize-none overflow-y-auto bg-transparent px-2 py-2 text-base leading-6 text-foreground outline-none placeholder:truncate placeholder:text-muted-foreground focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-70"
      />
      {status === 'streaming' || status === 'stopping' ? (
        <Button
          type="button"
          variant="outline"
          aria-label="Arrêter"
          onClick={props.onStop}
          disabled={status === 'stopping'}
          className={ACTION_BUTTON}
        >
          {status === 'stopping' ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <Square aria-hidden="true" className="fill-current" />
          )}
          <span className="hidden sm:inline">Arrêter</span>
        </Button>
      ) : (
        <Button
          type="submit"
          aria-label="Envoyer"
          disabled={disabled || !draft.sendable}
          className={ACTION_BUTTON}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" />
          ) : (
            <SendHorizontal aria-hidden="true" />
          )}
          <span className="hidden sm:inline">Envoyer</span>
        </Button>
      )}
    </form>
  );
}
