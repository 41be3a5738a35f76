import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useMediaQuery } from '../../browser/media';
import type { AnalysisCopy } from '../../lib/content/collections';
import { $chatPending, canSendChat, sendChatMessage } from '../../stores/chat';
import { $conversation } from '../../stores/plan';
import '../../styles/chat-bubbles.css';
import './chat-panel.css';

/** The guided chat: a log of messages (the visitor's on the right) and the answer box. */
export default function ChatPanel({ copy }: { copy: AnalysisCopy }) {
  const messages = useStore($conversation);
  const pending = useStore($chatPending);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const touch = useMediaQuery('(pointer: coarse)');

  // Keep the newest message (or the spinner) in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever a message or the spinner appears
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, pending]);

  // The draft is kept when the message cannot go (a turn is still on its way).
  const send = () => {
    if (sendChatMessage(draft, copy.chatError)) setDraft('');
  };

  return (
    <section className="chat" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="panel__title">
        {copy.chatTitle}
      </h2>
      {/* Focusable so keyboard users can scroll a long conversation. */}
      <div
        ref={logRef}
        className="chat__log"
        role="log"
        aria-labelledby={`${id}-title`}
        aria-live="polite"
        aria-busy={pending}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
      >
        {messages.map((message, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended
            key={index}
            className={`bubble bubble--${message.role}`}
          >
            <span className="visually-hidden">{message.role === 'user' ? copy.you : copy.assistant}: </span>
            {message.content}
          </div>
        ))}
        {pending && (
          <div className="bubble bubble--assistant bubble--thinking">
            <span className="spinner" aria-hidden="true" />
            {copy.thinking}
          </div>
        )}
      </div>
      <form
        className="composer"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label htmlFor={`${id}-message`} className="visually-hidden">
          {copy.messageLabel}
        </label>
        <textarea
          id={`${id}-message`}
          rows={2}
          value={draft}
          placeholder={copy.messagePlaceholder}
          aria-describedby={touch ? undefined : `${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className="btn btn-primary composer__send" disabled={!canSendChat(draft, pending)}>
          {copy.send}
        </button>
        {/* A touch keyboard has no Shift+Enter. */}
        {!touch && (
          <p id={`${id}-hint`} className="composer__hint">
            {copy.newlineHint}
          </p>
        )}
      </form>
    </section>
  );
}
