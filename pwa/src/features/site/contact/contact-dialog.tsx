/** The home page's contact dialog: the reason, then the contact form; it closes once the message is queued. */
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.js';
import { island } from '../../../islands/island.js';

// The form (and the engine's option lists) load when the dialog first opens, not with the home page.
const ContactForm = lazy(() => import('./contact-form.js').then((m) => ({ default: m.ContactForm })));

function DialogButton({ label = 'Contact us', className = 'btn btn-primary' }: { label?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} title="Get in touch" onClose={() => setOpen(false)}>
        <p>Tell us a little about your property and what you need. We answer within one working day.</p>
        <Suspense
          fallback={
            <p className="muted" aria-busy="true">
              Loading the form…
            </p>
          }
        >
          <ContactForm source="dialog" onSent={() => setOpen(false)} />
        </Suspense>
      </Dialog>
    </>
  );
}

export const ContactDialogButton = island('contact-dialog-button', DialogButton, 'intent');
