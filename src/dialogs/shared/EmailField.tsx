import { useEffect, useState } from 'react';
import { loadDisposableDomains } from '../../browser/disposable-domains';
import { whenIdle } from '../../browser/idle';
import { LEAD_FIELD_LIMITS } from '../../leads/rules/fields';
import { suggestEmail } from '../../lib/forms/email-suggestion';
import { Field, type FieldProps } from './FormParts';

/** The field's words, as each dialog's copy holds them. */
interface EmailFieldWords {
  emailLabel: string;
  emailPlaceholder: string;
  /** "Did you mean {email}?": {email} becomes a button that puts that address in the field. */
  emailSuggestion: string;
}

type Props = Omit<FieldProps, 'value' | 'onChange' | 'hint' | 'label' | 'placeholder'> & {
  words: EmailFieldWords;
  value: string;
  onValue: (email: string) => void;
};

/**
 * The email field of a dialog's form (named `email`, as long as a lead's address may be, filled
 * by the browser's autofill), which offers the address the visitor probably meant once they leave it
 * ("ada@gmial.com": "Did you mean ada@gmail.com?"). A hint only: the form sends what is typed.
 * Shown, it fetches the list of throwaway email services that its form refuses before sending.
 */
export function EmailField({ words, value, onValue, ...field }: Props) {
  // After the dialog's first paint: parsing the list must not hold back the dialog the click opened.
  useEffect(() => whenIdle(() => void loadDisposableDomains()), []);
  // Worked out as the visitor leaves the field (no hint while they type), for the address left.
  const [hint, setHint] = useState<{ left: string; suggestion: string | null } | null>(null);
  const suggestion = hint?.left === value ? hint.suggestion : null;
  const [before = '', after = ''] = words.emailSuggestion.split('{email}');
  return (
    <Field
      label={words.emailLabel}
      name="email"
      maxLength={LEAD_FIELD_LIMITS.email}
      autoComplete="email"
      placeholder={words.emailPlaceholder}
      {...field}
      type="email"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      onBlur={() => setHint({ left: value, suggestion: suggestEmail(value) })}
      hint={
        suggestion && (
          <p>
            {before}
            <button
              type="button"
              onClick={(event) => {
                onValue(suggestion);
                setHint(null);
                event.currentTarget.closest('.field')?.querySelector('input')?.focus();
              }}
            >
              {suggestion}
            </button>
            {after}
          </p>
        )
      }
    />
  );
}
