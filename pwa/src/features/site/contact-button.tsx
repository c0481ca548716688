/**
 * A button that opens the contact form in a dialog with the reason already
 * chosen: 'Career Opportunity' for Send Resume, 'Media Inquiry' for the brand
 * packages, and so on, so a visitor never has to say twice why they write.
 */
import { lazy, Suspense, useState } from 'react';
import type { ContactReason } from '@front-desk-rm/engine/domain';
import { Dialog } from '../../components/ui/dialog.js';
import { island } from '../../islands/island.js';

// The form (and the engine's option lists) load when the dialog first opens, not with the page.
const ContactForm = lazy(() => import('./contact/contact-form.js').then((m) => ({ default: m.ContactForm })));

export interface ContactButtonProps {
  /** The reason the form opens with; the visitor can still change it. */
  reason: ContactReason;
  /** The button's text: words only, so the page can carry it to the island as it is. */
  children: string;
  /** The dialog's heading. */
  title?: string;
  /** A line above the form: who answers, and when. */
  intro?: string;
  className?: string;
  /** The button's accessible name, where its text alone is not enough ('Request' beside three packages). */
  label?: string;
}

/**
 * @example
 * <ContactButton reason="Career Opportunity" title="Send your resume">Send Resume</ContactButton>
 */
function ContactButtonBody({
  reason,
  children,
  title = 'Get in touch',
  intro = 'Tell us a little about your property and what you need. We answer within one working day.',
  className = 'btn btn-primary',
  label,
}: ContactButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {children}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
        <p>{intro}</p>
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              Loading the form…
            </p>
          }
        >
          <ContactForm source="dialog" reason={reason} onSent={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}

/** An island woken by intent (decision 012): the dialog's code loads as the visitor reaches for the button. */
export const ContactButton = island('contact-button', ContactButtonBody, 'intent');
