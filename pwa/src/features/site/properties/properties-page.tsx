/**
 * The property dashboard (docs/rules.md §12.9; §10: /tools/properties, super
 * admins only). Properties live on the server and are managed there, so the
 * page reads and changes them through the super-admin API with the stored
 * sign-in; anyone else is refused and sent to sign in.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { MESSAGES, PROPERTY_PAGE_SIZES, type Property, type PropertyListData, type PropertyPageSize } from '@front-desk-rm/engine/domain';
import { Dialog } from '../../../components/ui/dialog.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { api } from '../../../data/api/client.js';
import { signOut } from '../../../data/db/identity.js';
import { db } from '../../../data/db/local-db.js';
import { useIdentity } from '../../../data/reads/use-identity.js';
import { useServerRead } from '../../../data/reads/use-server-read.js';
import { useSync } from '../../../data/reads/use-sync.js';
import { StatGrid } from '../page-parts.js';
import {
  canConfirm,
  changeList,
  confirmWord,
  INITIAL_LIST,
  listQuery,
  pagerState,
  STATUS_FILTERS,
  STATUS_MESSAGES,
  type ListState,
  type StatusFilter,
} from './property-rules.js';

function Refused({ signedInAs }: { signedInAs: string | null }) {
  return (
    <section className="section">
      <div className="container">
        <div className="site-card" style={{ maxWidth: '36rem' }}>
          <h2>Super admins only</h2>
          <p>
            {signedInAs ? `You are signed in as ${signedInAs}, which cannot manage properties.` : 'Please login first.'} Sign in with a super-admin account
            (role Admin on the login page) to manage properties.
          </p>
          <div className="card-foot">
            <Link className="btn btn-primary" to="/game/revenue-management/login?next=/tools/properties">
              Go to login
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

function ConfirmStatus({ property, token, onDone, onClose }: { property: Property; token: string; onDone: () => void; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const word = confirmWord(property.isActive);
  const close = () => {
    setTyped('');
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    const answer = await api.call('deActivateProperty', { query: { hId: property.hId, active: String(!property.isActive) }, token });
    setBusy(false);
    if (answer.ok) {
      toast.success(answer.message || STATUS_MESSAGES.updated);
      setTyped('');
      onDone();
    } else toast.error(answer.message ?? STATUS_MESSAGES.failed);
  };
  return (
    <Dialog
      open
      title={property.isActive ? 'Deactivate property' : 'Activate property'}
      onClose={() => !busy && close()}
      tone={property.isActive ? 'danger' : 'default'}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className={property.isActive ? 'btn btn-danger' : 'btn btn-primary'}
            disabled={!canConfirm(typed, property.isActive, busy)}
            onClick={() => void confirm()}
          >
            {busy ? 'Updating...' : property.isActive ? 'Deactivate' : 'Activate'}
          </button>
        </>
      }
    >
      <p>
        {property.isActive ? 'Deactivating' : 'Activating'} <strong>{property.propertyName}</strong> ({property.hId}){' '}
        {property.isActive ? 'stops its tools until it is activated again.' : 'turns its tools back on.'}
      </p>
      <div className="field">
        <label htmlFor={`${id}-word`}>
          Type <strong>{word}</strong> to confirm
        </label>
        <input
          id={`${id}-word`}
          className="input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          disabled={busy}
        />
      </div>
    </Dialog>
  );
}

function Dashboard({ token }: { token: string }) {
  const [list, setList] = useState<ListState>(INITIAL_LIST);
  const [typedSearch, setTypedSearch] = useState('');
  const [confirming, setConfirming] = useState<Property | null>(null);

  // The search goes out once typing pauses; the page goes back to 1 at once (docs/rules.md §14).
  useEffect(() => {
    const t = setTimeout(() => setList((l) => (l.search === typedSearch ? l : changeList(l, { search: typedSearch }))), 250);
    return () => clearTimeout(t);
  }, [typedSearch]);

  const query = listQuery(list);
  const { data, loading, problem, reload } = useServerRead(
    (signedIn) => api.call('getAllProperty', { query, token: signedIn }),
    `${token}|${JSON.stringify(query)}`,
  );
  const failed = !problem
    ? null
    : problem.offline
      ? 'The property list needs the network. Check the connection and try again.'
      : (problem.message ?? 'The property list could not be loaded.');

  const shown = data?.property ?? [];
  const pager = pagerState(list, shown.length, loading, data);
  return (
    <section className="section">
      <div className="container">
        <div className="prop-tiles">
          <StatGrid
            stats={[
              { value: String(data?.totalProperty ?? '–'), label: 'Total Properties' },
              { value: String(data?.active ?? '–'), label: 'Active' },
              { value: String(data?.inActive ?? '–'), label: 'Inactive' },
            ]}
          />
        </div>
        <div className="filters">
          <div className="field">
            <label htmlFor="property-search">Search</label>
            <input
              id="property-search"
              className="input"
              type="search"
              placeholder="Search properties..."
              value={typedSearch}
              onChange={(e) => setTypedSearch(e.target.value)}
              maxLength={100}
            />
          </div>
          <div className="field">
            <label htmlFor="property-status">Status</label>
            <select
              id="property-status"
              className="select"
              value={list.status}
              onChange={(e) => setList((l) => changeList(l, { status: e.target.value as StatusFilter }))}
            >
              {STATUS_FILTERS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="property-page-size">Items per page</label>
            <select
              id="property-page-size"
              className="select"
              value={list.pageSize}
              onChange={(e) => setList((l) => changeList(l, { pageSize: Number(e.target.value) as PropertyPageSize }))}
            >
              {PROPERTY_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        </div>
        {failed && (
          <p className="notice" role="alert">
            {failed}{' '}
            <button type="button" className="btn btn-ghost" onClick={() => reload()}>
              Try again
            </button>
          </p>
        )}
        <ul className="prop-list" aria-label="Properties" aria-busy={loading}>
          {shown.map((p) => (
            <li key={p.hId} className="prop-row">
              <div className="grow">
                <p className="prop-name">{p.propertyName}</p>
                <p className="prop-id">ID: {p.hId}</p>
              </div>
              <span className={p.isActive ? 'badge badge-green' : 'badge badge-gray'}>{p.isActive ? 'Active' : 'Inactive'}</span>
              <button
                type="button"
                className={p.isActive ? 'btn btn-ghost' : 'btn btn-primary'}
                onClick={() => setConfirming(p)}
                aria-label={`${p.isActive ? 'Deactivate' : 'Activate'} ${p.propertyName}`}
              >
                {p.isActive ? 'Deactivate' : 'Activate'}
              </button>
            </li>
          ))}
        </ul>
        {!loading && data && shown.length === 0 && <p className="empty-grid">No properties found.</p>}
        <div className="pager">
          <button type="button" className="btn btn-ghost" disabled={!pager.previous} onClick={() => setList((l) => ({ ...l, page: l.page - 1 }))}>
            Previous
          </button>
          <span aria-live="polite">
            Page {list.page} • {list.pageSize} per page
          </span>
          <button type="button" className="btn btn-ghost" disabled={!pager.next} onClick={() => setList((l) => ({ ...l, page: l.page + 1 }))}>
            Next
          </button>
        </div>
        {confirming && (
          <ConfirmStatus
            property={confirming}
            token={token}
            onClose={() => setConfirming(null)}
            onDone={() => {
              setConfirming(null);
              reload();
            }}
          />
        )}
      </div>
    </section>
  );
}

export function PropertiesPage() {
  const { syncNow } = useSync();
  useDocumentTitle('Property dashboard');
  const identity = useIdentity();
  const superAdmin = identity?.role === 'super' && identity.token ? identity : null;
  return (
    <main className="site-main" id="main">
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">Tools</p>
          <h1>Property dashboard</h1>
          <p className="lead">Every client property: search, filter, and activate or deactivate its tools.</p>
          {superAdmin && (
            <div className="row-actions">
              <span className="muted">Signed in as {superAdmin.name}</span>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  // The server ends this sign-in now, or when the network returns.
                  void signOut(db, { revoke: true }).then(() => {
                    syncNow();
                    toast.success('Logged out successfully', { duration: 2000 });
                  });
                }}
              >
                Logout
              </button>
            </div>
          )}
        </div>
      </section>
      {identity === undefined ? null : superAdmin ? <Dashboard token={superAdmin.token!} /> : <Refused signedInAs={identity ? identity.name : null} />}
    </main>
  );
}
