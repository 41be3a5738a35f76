import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { LEAD_FIELD_LIMITS } from '../../leads/rules/fields';
import type { FeedbackCopy } from '../../lib/content/collections';
import { $feedback, canSendFeedback, submitFeedback } from '../../stores/feedback';
import { EmailField } from '../shared/EmailField';
import { SubmitAction } from '../shared/FormParts';
import Honeypot from '../shared/Honeypot';
import ModalShell from '../shared/ModalShell';

export default function FeedbackModal({ copy, onClose }: { copy: FeedbackCopy; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const { busy, problem } = useStore($feedback);
  const id = useId();

  return (
    <ModalShell title={copy.title} description={copy.intro} closeLabel={copy.close} onClose={onClose}>
      {/* The browser checks the email's form (type="email"); the button needs both fields filled. */}
      <form
        className="modal-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submitFeedback({ email, message, honeypot }, copy.sentToast);
        }}
      >
        <EmailField
          label={copy.emailLabel}
          name="email"
          required
          maxLength={LEAD_FIELD_LIMITS.email}
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          suggestionText={copy.emailSuggestion}
          value={email}
          onValue={setEmail}
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
        {problem && (
          <p className="modal-alert" role="alert">
            {{ refused: copy.refused, unverified: copy.unverified, queued: copy.notSent }[problem]}
          </p>
        )}
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
