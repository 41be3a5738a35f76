import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { afterNextPaint } from '../../browser/yield-to-main';
import { LEAD_FIELD_LIMITS } from '../../leads/rules/fields';
import type { FeedbackCopy } from '../../lib/content/collections';
import {
  $feedback,
  canSendFeedback,
  editedFeedbackEmail,
  keepFeedbackReady,
  submitFeedback,
} from '../../stores/feedback';
import { EmailField } from '../shared/EmailField';
import { ProblemAlert, SubmitAction } from '../shared/FormParts';
import Honeypot from '../shared/Honeypot';
import ModalShell from '../shared/ModalShell';

export default function FeedbackModal({ copy, onClose }: { copy: FeedbackCopy; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const { busy, problem, invalid } = useStore($feedback);
  const id = useId();
  const emailField = useRef<HTMLInputElement>(null);
  useEffect(() => afterNextPaint(keepFeedbackReady), []);
  // A refused address takes the focus back to its field (each send refuses afresh).
  useEffect(() => {
    if (invalid) emailField.current?.focus();
  }, [invalid]);

  return (
    <ModalShell title={copy.title} description={copy.intro} closeLabel={copy.close} onClose={onClose}>
      {/* The browser checks the email's form (type="email") and the store a throwaway service's
          address; the button needs both fields filled. */}
      <form
        className="modal-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submitFeedback({ email, message, honeypot }, copy);
        }}
      >
        <EmailField
          words={copy}
          required
          value={email}
          ref={emailField}
          error={invalid?.message}
          onValue={(value) => {
            setEmail(value);
            editedFeedbackEmail();
          }}
        />
        <div className="field">
          <label htmlFor={`${id}-message`}>{copy.messageLabel}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            required
            maxLength={LEAD_FIELD_LIMITS.message}
            placeholder={copy.messagePlaceholder}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <Honeypot label={copy.honeypot} value={honeypot} onChange={setHoneypot} />
        <ProblemAlert problem={problem} words={copy} />
        <SubmitAction
          label={copy.send}
          busyLabel={copy.sending}
          busy={busy}
          disabled={!canSendFeedback(email, message)}
        />
      </form>
    </ModalShell>
  );
}
