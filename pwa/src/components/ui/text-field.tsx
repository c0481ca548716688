/** A labelled input with its validation message, tied together for screen readers. */
import type { InputHTMLAttributes } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** What the field is for, under it and read after its label. */
  hint?: string | undefined;
  onValue: (value: string) => void;
}

export function TextField({ id, label, error, hint, onValue, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="input" {...input} onChange={(e) => onValue(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={describedBy} />
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
