/** After a successful login: the user's name and 'Let's Begin!', continuing by itself after 3 s (docs/rules.md §1). */
import { useEffect } from 'react';
import { Dialog } from '../../../components/ui/dialog.js';
import './login.css';

export const WELCOME_AUTO_CONTINUE_MS = 3000;

export function WelcomeDialog({ name, onContinue }: { name: string; onContinue: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onContinue, WELCOME_AUTO_CONTINUE_MS);
    return () => clearTimeout(timer);
  }, [onContinue]);
  return (
    <Dialog open title={`Welcome, ${name}!`} onClose={onContinue} tone="celebrate">
      <p>You're signed in. Good luck with this week's bookings.</p>
      <div className="welcome-progress" aria-hidden="true">
        <span />
      </div>
      <div className="dialog-footer">
        <button className="btn btn-primary btn-lg" onClick={onContinue} data-autofocus>
          Let's Begin!
        </button>
      </div>
    </Dialog>
  );
}
