import type { RefObject } from 'react';
import { MESSAGE_MAX_LENGTH } from '#shared/message-text';
import { ChatComposer, type ComposerStatus } from '@/components/conversation/chat-composer';
import { checkDraft } from '@/components/conversation/draft-check';
import { StopNotice } from '@/components/conversation/stop-notice';
import type { StopOutcome } from '@/lib/exchange/exchange';

const ERROR_ID = 'guest-composer-error';

interface GuestComposerProps {
  value: string;
  onChange: (text: string) => void;
  /** Receives the trimmed, non-empty text. */
  onSend: (text: string) => void;
  onStop: () => void;
  /** What the last stop cost, said the first time (D18). */
  stopOutcome: StopOutcome | null;
  /** Not idle while a message is on its way: the field waits for the reply. */
  status: ComposerStatus;
  /** No free message left: sending opens the upgrade dialog instead. */
  exhausted: boolean;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

export function GuestComposer(props: GuestComposerProps) {
  const { tooLong } = checkDraft(props.value);
  return (
    <div className="shrink-0 border-t border-border bg-card px-3 pt-3 pb-3 sm:px-5">
      <ChatComposer
        id="guest-composer"
        value={props.value}
        onChange={props.onChange}
        onSend={props.onSend}
        onStop={props.onStop}
        status={props.status}
        placeholder={props.exhausted ? 'Messages gratuits épuisés' : undefined}
        errorId={ERROR_ID}
        textareaRef={props.textareaRef}
      />
      {tooLong ? (
        <p id={ERROR_ID} role="alert" className="mt-1.5 px-1 text-xs font-medium text-destructive">
          Le message ne peut pas dépasser {MESSAGE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.
        </p>
      ) : null}
      <StopNotice outcome={props.stopOutcome} />
    </div>
  );
}
