import { useEffect, useState } from 'react';
import { loadDisposableDomains } from '../../browser/disposable-domains';
import { whenIdle } from '../../browser/idle';
import { suggestEmail } from '../../lib/forms/email-suggestion';
import { Field, type FieldProps } from './FormParts';

type Props = Omit<FieldProps, 'value' | 'onChange' | 'hint'> & {
  value: string;
  onValue: (email: string) => void;
  /** "Did you mean {email}?": {email} becomes a button that puts that address in the field. */
  suggestionText: string;
};

/**
 * An email field that offers the address the visitor probably meant once they leave it
 * ("ada@gmial.com": "Did you mean ada@gmail.com?"). A hint only: the form sends what is typed.
 * Shown, it fetches the list of throwaway email services that its form refuses before sending.
 */
export function EmailField({ value, onValue, suggestionText, ...field }: Props) {
  // After the dialog's first paint: parsing the list must not hold back the dialog the click opened.
  useEffect(() => whenIdle(() => void loadDisposableDomains()), []);
  // Worked out as the visitor leaves the field (no hint while they type), for the address left.
  const [hint, setHint] = useState<{ left: string; suggestion: string | null } | null>(null);
  const suggestion = hint?.left === value ? hint.suggestion : null;
  const [before = '', after = ''] = suggestionText.split('{email}');
  return (
    <Field
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
