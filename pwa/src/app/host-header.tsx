/** The host's top bar: the product, the screen's title, the sync chip and Logout. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { gamePaths } from './game-paths.js';
import { APP_BUILD } from './app-build.js';
import { LogoutButton } from './logout-button.js';
import { StatusChip } from '../components/ui/status-chip.js';
import { useT } from '../i18n/use-t.js';

/** The host screen's heading, where focus goes when the control that held it is gone. */
export const HOST_TITLE_ID = 'page-title';

export function HostHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <header className="host-header">
      <Link to={gamePaths.adminDashboard()} className="brand" aria-label={t('header.sessions')} title={`Front Desk RM build ${APP_BUILD}`}>
        <img src="/icons/icon.svg" alt="" width="32" height="32" />
        <span className="hide-sm">Front Desk RM</span>
      </Link>
      <div className="host-title">
        <h1 id={HOST_TITLE_ID} tabIndex={-1} title={title}>
          {title}
        </h1>
        {subtitle && <p title={typeof subtitle === 'string' ? subtitle : undefined}>{subtitle}</p>}
      </div>
      <div className="header-actions">
        {actions}
        <StatusChip />
        <LogoutButton />
        <span className="build-tag hide-sm" title={t('header.buildTitle')}>
          {t('header.build', { build: APP_BUILD })}
        </span>
      </div>
    </header>
  );
}
