import { useState } from 'react';
import { suggestEmail } from '../../lib/email-suggestion';
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
 */
export function EmailField({ value, onValue, suggestionText, ...field }: Props) {
  // The address as the visitor left the field: no hint while they are still typing.
  const [left, setLeft] = useState<string | null>(null);
  const suggestion = left === value ? suggestEmail(value) : null;
  const [before = '', after = ''] = suggestionText.split('{email}');
  return (
    <Field
      {...field}
      type="email"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      onBlur={() => setLeft(value)}
      hint={
        suggestion && (
          <p>
            {before}
            <button
              type="button"
              onClick={(event) => {
                onValue(suggestion);
                setLeft(suggestion);
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
