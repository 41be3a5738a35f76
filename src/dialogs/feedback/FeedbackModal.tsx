import { useEffect, useId, useRef, useState } from 'react';
import type { FeedbackCopy } from '../../lib/content-schemas';
import { LEAD_FIELD_LIMITS } from '../../lib/lead-fields';
import { canSendFeedback, submitFeedback } from '../../stores/feedback';
import type { LeadProblem } from '../../stores/leads';
import { Field, SubmitAction } from '../shared/FormParts';
import Honeypot from '../shared/Honeypot';
import ModalShell from '../shared/ModalShell';

export default function FeedbackModal({ copy, onClose }: { copy: FeedbackCopy; onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<LeadProblem | null>(null);
  const id = useId();
  // A reply that arrives after this dialog closed must not close whatever is open then.
  const open = useRef(true);
  useEffect(
    () => () => {
      open.current = false;
    },
    [],
  );

  return (
    <ModalShell title={copy.title} description={copy.intro} closeLabel={copy.close} onClose={onClose}>
      {/* The browser checks the email's form (type="email"); the button needs both fields filled. */}
      <form
        className="modal-form"
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          const result = await submitFeedback({ email, message, honeypot }, copy.sentToast);
          if (!open.current) return;
          setBusy(false);
          if (result === 'sent') onClose();
          else setProblem(result);
        }}
      >
        <Field
          label={copy.emailLabel}
          type="email"
          name="email"
          required
          maxLength={LEAD_FIELD_LIMITS.email}
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
        <Honeypot value={honeypot} onChange={setHoneypot} />
        {problem && (
          <p className="modal-alert" role="alert">
            {problem === 'refused' ? copy.refused : copy.notSent}
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
