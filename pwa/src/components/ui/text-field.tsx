/** A labelled input with its validation message, tied together for screen readers. */
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  error?: string | undefined;
  onValue: (value: string) => void;
}

export function TextField({ id, label, error, onValue, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} onChange={(e) => onValue(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined} />
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
