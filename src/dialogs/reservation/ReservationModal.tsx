import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../../browser/yield-to-main';
import { LEAD_FIELD_LIMITS } from '../../leads/rules/fields';
import type { ReservationCopy } from '../../lib/content/collections';
import type { ReservationFlow } from '../../stores/modal';
import {
  $reservation,
  completePayment,
  editedField,
  keepReservationReady,
  submitEmailStep,
} from '../../stores/reservation';
import { EmailField } from '../shared/EmailField';
import { CloseAction, Field, ProblemAlert, SubmitAction } from '../shared/FormParts';
import Honeypot from '../shared/Honeypot';
import ModalShell from '../shared/ModalShell';
import { confirmedWords, thanksWords } from './last-step-words';

interface Props {
  copy: ReservationCopy;
  flow: ReservationFlow;
  /** The app address the visitor just gave elsewhere: the optional field starts with it. */
  appUrl?: string;
  onClose: () => void;
}

function EmailStep({
  copy,
  honeypotLabel,
  flow,
  appUrl,
}: {
  copy: ReservationCopy['email'];
  honeypotLabel: string;
  flow: ReservationFlow;
  appUrl: string;
}) {
  const { busy, problem, invalid } = useStore($reservation);
  const [email, setEmail] = useState('');
  const [url, setUrl] = useState(appUrl);
  const [honeypot, setHoneypot] = useState('');
  const emailField = useRef<HTMLInputElement>(null);
  const urlField = useRef<HTMLInputElement>(null);
  // A refused submit moves the focus to the field to correct (each submit refuses afresh).
  useEffect(() => {
    if (invalid) (invalid.field === 'email' ? emailField : urlField).current?.focus();
  }, [invalid]);
  return (
    <form
      className="modal-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitEmailStep(flow, { email, url, honeypot }, copy);
      }}
    >
      <EmailField
        words={copy}
        value={email}
        ref={emailField}
        error={invalid?.field === 'email' ? invalid.message : undefined}
        onValue={(value) => {
          setEmail(value);
          editedField('email');
        }}
      />
      <Field
        label={copy.urlLabel}
        inputMode="url"
        name="url"
        maxLength={LEAD_FIELD_LIMITS.url}
        autoComplete="url"
        placeholder={copy.urlPlaceholder}
        value={url}
        ref={urlField}
        error={invalid?.field === 'url' ? invalid.message : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          editedField('url');
        }}
      />
      <Honeypot label={honeypotLabel} value={honeypot} onChange={setHoneypot} />
      <ProblemAlert problem={problem} words={copy} />
      <p className="modal-note">{copy.privacy}</p>
      <SubmitAction label={copy.submit} busyLabel={copy.submitting} busy={busy} />
    </form>
  );
}

function PaymentStep({ copy }: { copy: ReservationCopy['payment'] }) {
  const { busy } = useStore($reservation);
  const [saveCard, setSaveCard] = useState(true);
  // Card fields are not validated: payment is simulated until launch (specification section 5).
  return (
    <form
      className="modal-form"
      onSubmit={(event) => {
        event.preventDefault();
        void completePayment(copy);
      }}
    >
      <p className="modal-notice">{copy.simulated}</p>
      <Field
        label={copy.cardNumberLabel}
        name="card-number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder={copy.cardNumberPlaceholder}
      />
      <div className="field-row">
        <Field
          label={copy.expiryLabel}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={copy.expiryPlaceholder}
        />
        <Field
          label={copy.cvcLabel}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder={copy.cvcPlaceholder}
        />
      </div>
      <label className="check">
        <input
          type="checkbox"
          name="save-card"
          checked={saveCard}
          onChange={(event) => setSaveCard(event.target.checked)}
        />
        <span>{copy.saveCard}</span>
      </label>
      <SubmitAction label={copy.submit} busyLabel={copy.submitting} busy={busy} />
    </form>
  );
}

/**
 * The four-step reservation dialog (specification section 2). Its words are in
 * src/content/modals/reservation.yaml; some are fixed word for word by the specification (docs/content.md
 * "Change the words").
 */
export default function ReservationModal({ copy, flow, appUrl = '', onClose }: Props) {
  const { step, founder, confirmation } = useStore($reservation);
  useEffect(() => afterNextPaint(keepReservationReady), []);

  if (step === 'thanks') {
    const { title, description } = thanksWords(copy.thanks, confirmation);
    // Step 4 must be acknowledged: no Escape, no outside click, only OK.
    return (
      <ModalShell title={title} description={description} closeLabel={copy.close} onClose={onClose} dismissible={false}>
        <CloseAction label={copy.thanks.ok} onClose={onClose} />
      </ModalShell>
    );
  }
  if (step === 'confirmed' && founder) {
    const { title, description } = confirmedWords(copy.confirmed, founder, confirmation);
    return (
      <ModalShell title={title} description={description} closeLabel={copy.close} onClose={onClose}>
        <CloseAction label={copy.confirmed.done} onClose={onClose} />
      </ModalShell>
    );
  }
  // Nothing said before a card step may promise that nothing is charged: the email step of the
  // payment flow says what comes next instead.
  const [title, intro] =
    step === 'payment'
      ? [copy.payment.title, copy.payment.intro]
      : [copy.email.title, flow === 'payment' ? copy.email.introBeforePayment : copy.email.intro];
  return (
    <ModalShell title={title} description={intro} closeLabel={copy.close} onClose={onClose}>
      {step === 'payment' ? (
        <PaymentStep copy={copy.payment} />
      ) : (
        <EmailStep copy={copy.email} honeypotLabel={copy.honeypot} flow={flow} appUrl={appUrl} />
      )}
    </ModalShell>
  );
}
