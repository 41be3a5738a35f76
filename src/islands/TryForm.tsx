import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { TryFormCopy } from '../lib/content/collections';
import { isValidAppUrl } from '../lib/forms/url';
import { $urlAnalysis, analyseAppUrl, dismissUrlError, isUnreachableAddress } from '../stores/url-analysis';
import './try-form.css';

/** The app address field of the try section: Continue works only for a valid address. */
export default function TryForm({ copy }: { copy: TryFormCopy }) {
  const analysis = useStore($urlAnalysis);
  const { busy, error } = analysis;
  const [address, setAddress] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // Whatever was typed before the island hydrated is in the field but not yet in state.
  useEffect(() => {
    if (input.current?.value) setAddress(input.current.value);
  }, []);
  const valid = isValidAppUrl(address);

  // A failed analysis sends the visitor back to the field, to correct the address or try again.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);

  return (
    <form
      className="try-form card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) void analyseAppUrl(address, copy);
      }}
    >
      <label htmlFor={`${id}-address`}>{copy.fieldLabel}</label>
      <div className="try-form__row">
        <input
          ref={input}
          id={`${id}-address`}
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={copy.placeholder}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={(address.trim() !== '' && !valid) || isUnreachableAddress(address, analysis)}
          readOnly={busy}
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <button className="btn btn-primary" type="submit" disabled={!valid || busy} data-track="try-continue">
          {busy ? copy.busyButton : copy.button}
        </button>
      </div>
      <p id={`${id}-hint`} className="try-form__hint">
        {copy.hint}
      </p>
      {error && (
        <div className="try-form__error" role="alert">
          <p id={`${id}-error`}>{error}</p>
          <button type="button" className="dismiss" onClick={dismissUrlError}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{copy.dismissError}</span>
          </button>
        </div>
      )}
    </form>
  );
}
