import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { track } from '../../lib/analytics';
import type { ReservationCopy } from '../../lib/content-schemas';
import { fillTemplate } from '../../lib/template';
import type { ReservationFlow } from '../../stores/modal';
import { $reservation, completePayment, resetReservation, submitEmailStep } from '../../stores/reservation';
import Honeypot from './Honeypot';
import ModalShell from './ModalShell';

interface Props {
  copy: ReservationCopy;
  flow: ReservationFlow;
  onClose: () => void;
}

function EmailStep({ copy, flow }: { copy: ReservationCopy['email']; flow: ReservationFlow }) {
  const { busy, notSent } = useStore($reservation);
  const [email, setEmail] = useState('');
  const [url, setUrl] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const id = useId();
  return (
    <form
      className="modal-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitEmailStep(flow, { email, url, honeypot }, copy);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-email`}>{copy.emailLabel}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          maxLength={320}
          autoComplete="email"
          placeholder={copy.emailPlaceholder}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-url`}>{copy.urlLabel}</label>
        <input
          id={`${id}-url`}
          type="text"
          inputMode="url"
          name="url"
          maxLength={2048}
          autoComplete="url"
          placeholder={copy.urlPlaceholder}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      {notSent && (
        <p className="modal-alert" role="alert">
          {copy.notSent}
        </p>
      )}
      <p className="modal-note">{copy.privacy}</p>
      <div className="modal-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}

function PaymentStep({ copy }: { copy: ReservationCopy['payment'] }) {
  const { busy } = useStore($reservation);
  const [saveCard, setSaveCard] = useState(true);
  const id = useId();
  // Card fields are not validated: payment is simulated until launch (specification section 5).
  return (
    <form
      className="modal-form"
      onSubmit={(event) => {
        event.preventDefault();
        void completePayment(copy);
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-card`}>{copy.cardNumberLabel}</label>
        <input id={`${id}-card`} name="card-number" inputMode="numeric" autoComplete="cc-number" placeholder={copy.cardNumberPlaceholder} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-expiry`}>{copy.expiryLabel}</label>
          <input id={`${id}-expiry`} name="expiry" inputMode="numeric" autoComplete="cc-exp" placeholder={copy.expiryPlaceholder} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cvc`}>{copy.cvcLabel}</label>
          <input id={`${id}-cvc`} name="cvc" inputMode="numeric" autoComplete="cc-csc" placeholder={copy.cvcPlaceholder} />
        </div>
      </div>
      <label className="check">
        <input type="checkbox" name="save-card" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
        <span>{copy.saveCard}</span>
      </label>
      <p className="modal-note">{copy.simulated}</p>
      <div className="modal-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? copy.submitting : copy.submit}
        </button>
      </div>
    </form>
  );
}

/** The four-step reservation dialog (specification section 2, CONTRACT section 7). */
export default function ReservationModal({ copy, flow, onClose }: Props) {
  const { step, founderNumber } = useStore($reservation);

  useEffect(() => {
    resetReservation();
    track('reservation_started', { flow });
    return resetReservation;
  }, [flow]);

  if (step === 'thanks') {
    // Step 4 must be acknowledged: no Escape, no outside click, only OK.
    return (
      <ModalShell title={copy.thanks.title} description={copy.thanks.text} closeLabel={copy.close} onClose={onClose} dismissible={false}>
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {copy.thanks.ok}
          </button>
        </div>
      </ModalShell>
    );
  }
  if (step === 'confirmed') {
    return (
      <ModalShell
        title={fillTemplate(copy.confirmed.title, { number: founderNumber })}
        description={copy.confirmed.text}
        closeLabel={copy.close}
        onClose={onClose}
      >
        <div className="modal-actions">
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {copy.confirmed.done}
          </button>
        </div>
      </ModalShell>
    );
  }
  const stepCopy = step === 'payment' ? copy.payment : copy.email;
  return (
    <ModalShell title={stepCopy.title} description={stepCopy.intro} closeLabel={copy.close} onClose={onClose}>
      {step === 'payment' ? <PaymentStep copy={copy.payment} /> : <EmailStep copy={copy.email} flow={flow} />}
    </ModalShell>
  );
}
