import type { ChatTurn } from '../../adapters/llm/llm.js';

/** What the model is shown: the newest messages that fit, oldest dropped first. */
export const HISTORY_BUDGET_CHARS = 12_000;
export const HISTORY_MAX_MESSAGES = 40;

export function fitHistory(
  messages: ReadonlyArray<{ content: string; isUser: boolean }>,
  budgetChars = HISTORY_BUDGET_CHARS,
): ChatTurn[] {
  const turns: ChatTurn[] = [];
  let used = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    const isNewest = turns.length === 0;
    if (!isNewest && used + message.content.length > budgetChars) break;
    // The user's new message always goes, cut to the budget if it must be.
    const content = isNewest ? message.content.slice(0, budgetChars) : message.content;
    turns.push({ role: message.isUser ? 'user' : 'assistant', content });
    used += content.length;
  }
  // A model expects the history to open with the user, not with a reply.
  while (turns.length > 1 && turns[turns.length - 1]!.role === 'assistant') turns.pop();
  return turns.reverse();
}
