/**
 * The chat screens' pure view model (docs/decisions/chat.md): the composer's state, the key that sends, the
 * performance levels' tones, the order of a conversation's pages, and the link to a channel.
 */
import { chatMessageProblem, type ChatMessageProblem, type PerformanceLevel } from '@extranet/domain';

export interface ComposerState {
  problem: ChatMessageProblem | null;
  canSend: boolean;
  /** The problem to show while typing: only a too long text (an empty one simply cannot be sent). */
  shownProblem: 'TOO_LONG' | null;
}

export function composerState(body: string, sending: boolean): ComposerState {
  const problem = chatMessageProblem(body);
  return {
    problem,
    canSend: problem === null && !sending,
    shownProblem: problem === 'TOO_LONG' ? problem : null,
  };
}

/** Enter sends; Shift+Enter (a new line) and Enter while an input method composes a word do not. */
export function isSendKey(e: {
  key: string;
  shiftKey: boolean;
  isComposing?: boolean;
  altKey?: boolean;
}): boolean {
  return e.key === 'Enter' && !e.shiftKey && !e.altKey && !e.isComposing;
}

export function levelTone(level: PerformanceLevel): 'success' | 'warning' | 'danger' {
  return level === 'GOOD' ? 'success' : level === 'IMPROVE' ? 'warning' : 'danger';
}

/** A conversation's pages arrive newest first; the screen shows every message oldest first. */
export function messagesInOrder<M>(pages: readonly { items: readonly M[] }[]): M[] {
  return [...pages].reverse().flatMap((p) => p.items);
}
