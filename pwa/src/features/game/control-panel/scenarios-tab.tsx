/**
 * The deck (spec/game.md §2, §5; DESIGN §4): 'Add New Scenario', 'Upload
 * Scenarios' from a CSV or JSON file with a preview and per-row errors,
 * 'Preview All' as players will see the requests, and Edit and Delete, all
 * through the outbox.
 */
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.js';
import { BOOKING_TYPE_LABELS, formatINR, type Scenario, type Session } from '@front-desk-rm/engine';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { hostMutate, hostPreview } from '../../../local/host-actions.js';
import { db } from '../../../local/local-db.js';
import { readScenarioFile } from './scenario-file.js';
import { ScenarioFormDialog } from './scenario-form-dialog.js';

type Row = { line: number; fields: Record<string, unknown> };
type Preview = { fileName: string; rows: Row[]; scenarios: Scenario[]; errors: { line: number; message: string }[]; message: string | null };

function ScenarioCard({ s, n }: { s: Scenario; n: number }) {
  return (
    <article className="scenario-card">
      <p className="eyebrow">
        Request {n} · {BOOKING_TYPE_LABELS[s.type]}
      </p>
      <div className="row gap" style={{ justifyContent: 'space-between' }}>
        <h4>{s.reservationName || 'Booking request'}</h4>
        <strong className="brand-amount">{formatINR(s.totalRate)}</strong>
      </div>
      <p className="small">{s.description}</p>
      <p className="muted small">
        {s.checkInDay} · {s.roomNights} {s.roomNights === 1 ? 'night' : 'nights'}
        {s.noOfRoom > 0 ? ` · ${s.noOfRoom} rooms` : ''} · {s.rateType.join(', ')}
      </p>
    </article>
  );
}

export function ScenariosTab({ session, deck }: { session: Session; deck: Scenario[] }) {
  const [form, setForm] = useState<{ editing: Scenario | null } | null>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const [previewAll, setPreviewAll] = useState(false);
  const [upload, setUpload] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = session.status !== 'upcoming';

  async function pickFile(file: File) {
    const read = readScenarioFile(file.name, await file.text(), session);
    if (!read.ok) {
      setUpload({ fileName: file.name, rows: [], scenarios: [], errors: [], message: read.message });
      return;
    }
    // The import applied to the device's data without keeping it: exactly what Import would do.
    const dry = await hostPreview(db, 'importScenarios', { sessionId: session.id, rows: read.rows });
    const scenarios = dry.ok ? (dry.changes ?? []).flatMap((c) => (c.table === 'scenarios' && c.op === 'put' ? [c.row as Scenario] : [])) : [];
    setUpload({ fileName: file.name, rows: read.rows, scenarios, errors: dry.ok ? [] : (dry.errors ?? []), message: dry.ok ? null : dry.reason });
  }

  async function importRows() {
    if (!upload) return;
    setBusy(true);
    const result = await hostMutate(db, 'importScenarios', { sessionId: session.id, rows: upload.rows });
    setBusy(false);
    if (!result.ok) {
      setUpload({ ...upload, errors: result.errors ?? [], message: result.reason });
      return;
    }
    toast.success(`${result.value?.imported ?? upload.rows.length} scenarios imported`, { duration: 2000 });
    setUpload(null);
  }

  async function remove() {
    if (!deleting) return;
    const result = await hostMutate(db, 'deleteScenario', { scenarioId: deleting._id });
    setDeleting(null);
    if (result.ok) toast.success('Scenario deleted', { duration: 2000 });
    else toast.error(result.reason);
  }

  return (
    <div className="stack">
      <div className="row gap">
        <button className="btn btn-primary" onClick={() => setForm({ editing: null })} disabled={session.status === 'ended'}>
          Add New Scenario
        </button>
        <label className={`btn btn-ghost file-btn ${session.status === 'ended' ? 'disabled' : ''}`}>
          Upload Scenarios
          <input
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="sr-only"
            disabled={session.status === 'ended'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void pickFile(file);
            }}
          />
        </label>
        <button className="btn btn-ghost" onClick={() => setPreviewAll(true)} disabled={deck.length === 0}>
          Preview All
        </button>
        <span className="muted small grow" style={{ textAlign: 'right' }}>
          {deck.length} {deck.length === 1 ? 'request' : 'requests'} in the deck{locked ? ' · edits close once the game has started' : ''}
        </span>
      </div>

      {deck.length === 0 ? (
        <p className="muted">No booking requests yet. Add them one by one, or upload a CSV or JSON file (columns reservationName, type, checkInDay, roomNights, noOfRoom, noOfBanquet, rateType with ';' between rate types).</p>
      ) : (
        <DataTable
          caption="Booking requests"
          rows={deck}
          rowKey={(s) => s._id}
          columns={[
            { header: 'Reservation', rowHeader: true, cell: (s) => s.reservationName || '—' },
            { header: 'Description', className: 'cell-description', cell: (s) => s.description },
            { header: 'Type', cell: (s) => BOOKING_TYPE_LABELS[s.type] },
            { header: 'Check-in Day', cell: (s) => s.checkInDay },
            { header: 'Nights', cell: (s) => s.roomNights },
            { header: 'Rooms', cell: (s) => s.noOfRoom || '—' },
            { header: 'Banquet', cell: (s) => (s.type === 'RoomOnly' ? '—' : (s.rateType.find((r) => session.banquet.some((h) => h.name.toLowerCase() === r.toLowerCase())) ?? '—')) },
            { header: 'Total', className: 'nowrap', cell: (s) => formatINR(s.totalRate) },
            { header: 'Created At', className: 'nowrap', cell: (s) => new Date(s.createdAt).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }) },
          ]}
          actions={{
            header: 'Actions',
            cell: (s) => (
              <>
                <button className="btn btn-ghost" onClick={() => setForm({ editing: s })} disabled={locked}>
                  Edit
                </button>
                <button className="btn btn-ghost danger-text" onClick={() => setDeleting(s)} disabled={locked}>
                  Delete
                </button>
              </>
            ),
          }}
        />
      )}

      {form && <ScenarioFormDialog session={session} editing={form.editing} onClose={() => setForm(null)} />}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete this scenario?"
        message={`"${deleting?.reservationName || 'This booking request'}" will be removed from the deck.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />

      <Dialog open={previewAll} title="All booking requests, as players see them" onClose={() => setPreviewAll(false)} closeButton={false}>
        <div className="scenario-preview">
          {deck.map((s, i) => (
            <ScenarioCard key={s._id} s={s} n={i + 1} />
          ))}
        </div>
        <div className="dialog-footer">
          <button className="btn btn-primary" onClick={() => setPreviewAll(false)}>
            Close
          </button>
        </div>
      </Dialog>

      <Dialog open={upload !== null} title={`Upload Scenarios${upload ? `: ${upload.fileName}` : ''}`} onClose={() => setUpload(null)}>
        {upload && (
          <>
            {upload.message && (
              <p className="rule-message" role="alert">
                {upload.message}
              </p>
            )}
            {upload.errors.length > 0 && (
              <ul className="list import-errors">
                {upload.errors.map((e) => (
                  <li key={`${e.line}-${e.message}`} className="list-row">
                    <span>
                      <strong>Line {e.line}</strong>: {e.message}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {upload.scenarios.length > 0 && (
              <>
                <p>
                  {upload.scenarios.length} {upload.scenarios.length === 1 ? 'request' : 'requests'} ready to import:
                </p>
                <div className="scenario-preview">
                  {upload.scenarios.map((s, i) => (
                    <ScenarioCard key={s._id} s={s} n={deck.length + i + 1} />
                  ))}
                </div>
              </>
            )}
            <div className="dialog-footer">
              <button className="btn btn-ghost" onClick={() => setUpload(null)} disabled={busy}>
                Cancel
              </button>
              <button className="btn btn-primary" onClick={() => void importRows()} disabled={busy || upload.scenarios.length === 0}>
                Import {upload.scenarios.length > 0 ? upload.scenarios.length : ''}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
