import type { RefObject } from 'react';
import { AiDisclaimer } from '@/components/conversation/ai-disclaimer';
import { ChatComposer, type ComposerStatus } from '@/components/conversation/chat-composer';
import { checkDraft } from '@/components/conversation/draft-check';
import { HelpStrip } from '@/components/conversation/help-card';
import { StopNotice } from '@/components/conversation/stop-notice';
import type { StopOutcome } from '@/lib/exchange/exchange';
import type { LowBalance, SendBlock } from '../../utils/quota';
import { COUNTER_FROM, ComposerFeedback } from './composer-feedback';
import { ComposerNotice } from './composer-notice';
import { LowBalanceLine } from './low-balance-line';

interface ComposerProps {
  value: string;
  onChange: (text: string) => void;
  /** Receives the trimmed, valid text. */
  onSend: (text: string) => void;
  onStop: () => void;
  status: ComposerStatus;
  block: SendBlock;
  /** Few messages left: a quiet line before the composer closes. */
  lowBalance: LowBalance;
  /** Care mode (issue 10): the help numbers stay above the field, no plans are offered. */
  careMode: boolean;
  /** The conversation could not be loaded: nothing can be sent to it. */
  unavailable: boolean;
  /** What the last stop cost, said the first time (D18). */
  stopOutcome: StopOutcome | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** The customers' composer: why it is closed above it, the length error and count under it. */
export function Composer(props: ComposerProps) {
  const { value, block } = props;
  const { text, error } = checkDraft(value);
  const length = text.length;

  return (
    <div className="shrink-0 border-t border-border bg-card/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto max-w-3xl">
        {props.careMode ? (
          <HelpStrip />
        ) : block ? (
          <ComposerNotice block={block} />
        ) : props.lowBalance ? (
          <LowBalanceLine kind={props.lowBalance} />
        ) : null}
        <ChatComposer
          id="chat-composer"
          value={value}
          onChange={props.onChange}
          onSend={props.onSend}
          onStop={props.onStop}
          status={props.status}
          // Never closed by a quota or an unverified address: a message that needs care
          // goes through (conversation-pane.tsx), and the notice above says why others wait.
          disabled={props.unavailable}
          errorId="composer-error"
          describedBy={length >= COUNTER_FROM ? 'composer-count' : undefined}
          textareaRef={props.textareaRef}
        />
        <ComposerFeedback error={error} length={length} />
        <StopNotice outcome={props.stopOutcome} />
        <AiDisclaimer className="mt-1" />
      </div>
    </div>
  );
}
