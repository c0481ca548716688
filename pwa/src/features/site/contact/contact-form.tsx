/**
 * The contact form of the contact page and of the home page's dialog
 * (docs/rules.md §12.11, §15): browser-native required checks only. Submitting
 * queues the message in the outbox, so it reaches the server now or, offline,
 * when the network returns.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '../../../components/ui/toast.js';
import { useHydrated } from '../../../components/ui/use-hydrated.js';
import { island } from '../../../islands/island.js';
import { CONTACT_REASONS, type ContactReason } from '@front-desk-rm/engine/domain';
import { prepareContactMessage, queueContactMessage } from '../../../data/writes/contact-actions.js';
import { CONTACT_DELIVERED_EVENT } from '../../../data/sync/contact-delivery.js';
import './contact.css';

const EMPTY = { reason: CONTACT_REASONS[0] as ContactReason, name: '', email: '', company: '', message: '' };

export const CONTACT_THANKS = "Thank you! We'll get back to you soon.";

export function ContactForm({
  source,
  onSent,
  submitLabel = 'Send Message',
  reason,
}: {
  source: 'page' | 'dialog';
  onSent?: () => void;
  submitLabel?: string;
  /** The reason the dialog opens with (Send Resume: a career); the visitor can change it. */ reason?: ContactReason;
}) {
  const [form, setForm] = useState(() => (reason ? { ...EMPTY, reason } : EMPTY));
  const [sending, setSending] = useState(false);
  // A message saved offline, until the device hears it has gone.
  const [kept, setKept] = useState<'kept' | 'sent' | null>(null);
  useEffect(() => {
    if (kept !== 'kept') return;
    const sent = () => setKept('sent');
    window.addEventListener(CONTACT_DELIVERED_EVENT, sent);
    return () => window.removeEventListener(CONTACT_DELIVERED_EVENT, sent);
  }, [kept]);
  const id = useId();
  const hydrated = useHydrated();
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  // The contact page is prerendered: what a visitor typed before its script ran is read off the page, not lost.
  useEffect(() => {
    // Read now, not inside the state updater: a render may already have put the state's values back on the page by then.
    const early = (key: keyof typeof EMPTY) => (document.getElementById(`${id}-${key}`) as HTMLInputElement | null)?.value ?? '';
    const onPage = { name: early('name'), email: early('email'), company: early('company'), message: early('message') };
    setForm((f) => ({
      ...f,
      name: f.name || onPage.name,
      email: f.email || onPage.email,
      company: f.company || onPage.company,
      message: f.message || onPage.message,
    }));
  }, [id]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    const fields = { name: form.name, email: form.email, company: form.company, message: form.message };
    const result = await queueContactMessage(source === 'dialog' ? { source, reason: form.reason, ...fields } : { source, ...fields }).catch(
      (err: unknown) => ({ ok: false as const, reason: (err as Error).message }),
    );
    setSending(false);
    if (!result.ok) {
      toast.error(result.reason);
      return;
    }
    const offline = navigator.onLine === false;
    toast.success(
      CONTACT_THANKS,
      offline ? { description: 'You are offline: your message is saved on this device and will be sent when the connection returns.' } : undefined,
    );
    setKept(offline ? 'kept' : null);
    setForm(reason ? { ...EMPTY, reason } : EMPTY);
    onSent?.();
  };

  return (
    // The first focus in the form fetches the store's code, while the network is surely there.
    <form className="contact-form" onSubmit={submit} onFocus={() => void prepareContactMessage().catch(() => {})}>
      {source === 'dialog' && (
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason for contact</label>
          <select id={`${id}-reason`} className="select" value={form.reason} onChange={set('reason')}>
            {CONTACT_REASONS.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          className="input"
          type="text"
          name="name"
          autoComplete="name"
          placeholder="Your name"
          maxLength={120}
          required
          value={form.name}
          onChange={set('name')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          className="input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@yourhotel.com"
          required
          value={form.email}
          onChange={set('email')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-company`}>Company (optional)</label>
        <input
          id={`${id}-company`}
          className="input"
          type="text"
          name="company"
          autoComplete="organization"
          placeholder="Your hotel or company"
          maxLength={120}
          value={form.company}
          onChange={set('company')}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>Message</label>
        <textarea
          id={`${id}-message`}
          className="input"
          name="message"
          rows={6}
          placeholder="How can we help you?"
          maxLength={5000}
          required
          value={form.message}
          onChange={set('message')}
        />
      </div>
      {kept && (
        <p className={kept === 'sent' ? 'contact-status sent' : 'contact-status'} role="status">
          {kept === 'sent' ? 'Your message has been sent.' : 'Your last message is saved on this device and will be sent when the connection returns.'}
        </p>
      )}
      {/* Off until the script runs: a press before it would put the message in the address as a plain page request. */}
      <button type="submit" className="btn btn-primary btn-block" disabled={sending || !hydrated}>
        {sending ? 'Sending...' : submitLabel}
      </button>
    </form>
  );
}

/** The contact page's form, an island woken as it nears the viewport (decision 012); dialogs render the form itself. */
export const ContactPageForm = island('contact-form', ContactForm, 'visible');
