/** The site's footer (docs/rules.md §12.4): three link groups, the Indore office, the language and the year. */
import { Link } from 'react-router';
import { FOOTER_NAV } from './site-nav.js';
import './site.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <Link to="/" className="brand">
            <img src="/icons/icon.svg" alt="" width="32" height="32" />
            <span>Front Desk RM</span>
          </Link>
          <p>AI that helps hotels, restaurants and serviced apartments answer guests, price rooms and train their teams.</p>
          <address>
            Front Desk RM Technologies Pvt. Ltd.
            <br />
            4th Floor, Shekhar Central, Manorama Ganj, AB Road
            <br />
            Indore, Madhya Pradesh 452001, India
          </address>
        </div>
        {FOOTER_NAV.map((group) => (
          <nav key={group.title} className="footer-group" aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="footer-bottom">
        <span>© {new Date().getFullYear()} Front Desk RM. All rights reserved.</span>
        <span className="footer-lang">
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
          </svg>
          <span className="sr-only">Language: </span>
          English (US)
        </span>
      </div>
    </footer>
  );
}
