/**
 * The deck (docs/rules.md §2, §5; §10): 'Add New Scenario', 'Upload
 * Scenarios' from a CSV or JSON file with a preview and per-row errors,
 * 'Preview All' as players will see the requests, and Edit and Delete, all
 * through the outbox. Before the start the host puts the requests in order
 * (issue 38): a row's handle drags it, Move up and Move down (or Alt+Arrow
 * on them) move it by keyboard, and the screen reader hears where it went.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../../components/ui/toast.js';
import { announce } from '../../../components/ui/announcer.js';
import { BOOKING_TYPE_LABELS, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { formatINR } from '@front-desk-rm/engine/format';
import { movedOrder } from '@front-desk-rm/engine/mutations';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { hostMutate, hostPreview } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { readScenarioFile } from './scenario-file.js';
import { ScenarioFormDialog } from './scenario-form-dialog.js';
import { DrawWeek } from './draw-week.js';
import { DeckMeter } from './deck-meter.js';
import './control-panel.css';

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

/** A request as the host names it when it moves. */
const nameOf = (s: Scenario) => s.reservationName || 'Booking request';

/**
 * The deck's order for the host: moves go through `reorderDeck`; after one,
 * focus comes back to the button that made it, on the row in its new place
 * (or its other button where that one is now off, at either end).
 */
function useDeckOrder(session: Session, deck: Scenario[]) {
  const [dragging, setDragging] = useState<string | null>(null);
  const refocus = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);
  const order = deck.map((s) => s._id).join(' ');
  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const first = document.getElementById(`move-${want.dir}-${want.id}`) as HTMLButtonElement | null;
    const other = document.getElementById(`move-${want.dir === 'up' ? 'down' : 'up'}-${want.id}`) as HTMLButtonElement | null;
    (first && !first.disabled ? first : other)?.focus();
  }, [order]);

  async function move(from: number, to: number, dir?: 'up' | 'down') {
    if (to < 0 || to >= deck.length || from === to) return;
    const scenario = deck[from]!;
    if (dir) refocus.current = { id: scenario._id, dir };
    const result = await hostMutate(db, 'reorderDeck', {
      sessionId: session.id,
      order: movedOrder(
        deck.map((s) => s._id),
        from,
        to,
      ),
    });
    if (!result.ok) {
      refocus.current = null;
      toast.error(result.reason || 'Failed to reorder the deck');
      return;
    }
    announce(`${nameOf(scenario)} moved to request ${to + 1} of ${deck.length}`);
  }

  /** Alt+Arrow Up or Down on a row's order buttons moves it, as on the buttons themselves. */
  function onKey(e: KeyboardEvent, index: number) {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    const dir = e.key === 'ArrowUp' ? 'up' : 'down';
    void move(index, dir === 'up' ? index - 1 : index + 1, dir);
  }

  return { dragging, setDragging, move, onKey };
}

export function ScenariosTab({ session, deck }: { session: Session; deck: Scenario[] }) {
  const [form, setForm] = useState<{ editing: Scenario | null } | null>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const [previewAll, setPreviewAll] = useState(false);
  const [upload, setUpload] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);
  const locked = session.status !== 'upcoming';
  const order = useDeckOrder(session, deck);

  async function pickFile(file: File) {
    const read = readScenarioFile(file.name, await file.text(), session);
    if (!read.ok) {
      setUpload({ fileName: file.name, rows: [], scenarios: [], errors: read.errors, message: read.message });
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

      {!locked && (deck.length === 0 || session.family) && <DrawWeek session={session} deckSize={deck.length} />}
      <DeckMeter session={session} deck={deck} />

      {deck.length === 0 ? (
        <p className="muted">
          No booking requests yet. Add them one by one, or upload a CSV or JSON file (columns reservationName, type, checkInDay, roomNights, noOfRoom,
          noOfBanquet, rateType with ';' between rate types).
        </p>
      ) : (
        <DataTable
          caption={
            locked
              ? 'Booking requests, in the order the room meets them'
              : 'Booking requests, in the order the room meets them. Drag a row by its handle, or use Move up and Move down (Alt+Arrow keys) to change it.'
          }
          className={order.dragging ? 'deck-table dragging' : 'deck-table'}
          rows={deck}
          rowKey={(s) => s._id}
          rowProps={(s, i) =>
            locked
              ? {}
              : {
                  className: order.dragging === s._id ? 'drag-source' : undefined,
                  onDragOver: (e) => {
                    if (order.dragging) e.preventDefault();
                  },
                  onDrop: (e) => {
                    e.preventDefault();
                    const from = deck.findIndex((d) => d._id === order.dragging);
                    order.setDragging(null);
                    if (from >= 0) void order.move(from, i);
                  },
                }
          }
          columns={[
            ...(locked
              ? []
              : [
                  {
                    header: 'Order',
                    className: 'nowrap order-cell',
                    cell: (s: Scenario) => {
                      const i = deck.indexOf(s);
                      return (
                        <span className="row order-controls">
                          <span
                            className="drag-handle"
                            draggable
                            title="Drag to move"
                            aria-hidden="true"
                            onDragStart={(e) => {
                              e.dataTransfer.effectAllowed = 'move';
                              e.dataTransfer.setData('text/plain', s._id);
                              order.setDragging(s._id);
                            }}
                            onDragEnd={() => order.setDragging(null)}
                          >
                            ⠿
                          </span>
                          <button
                            type="button"
                            id={`move-up-${s._id}`}
                            className="btn btn-ghost btn-icon"
                            aria-label={`Move ${nameOf(s)} up`}
                            title="Move up (Alt+↑)"
                            disabled={i === 0}
                            onClick={() => void order.move(i, i - 1, 'up')}
                            onKeyDown={(e) => order.onKey(e, i)}
                          >
                            <span aria-hidden="true">↑</span>
                          </button>
                          <button
                            type="button"
                            id={`move-down-${s._id}`}
                            className="btn btn-ghost btn-icon"
                            aria-label={`Move ${nameOf(s)} down`}
                            title="Move down (Alt+↓)"
                            disabled={i === deck.length - 1}
                            onClick={() => void order.move(i, i + 1, 'down')}
                            onKeyDown={(e) => order.onKey(e, i)}
                          >
                            <span aria-hidden="true">↓</span>
                          </button>
                        </span>
                      );
                    },
                  },
                ]),
            { header: 'Reservation', rowHeader: true, cell: (s) => s.reservationName || '—' },
            { header: 'Description', className: 'cell-description', cell: (s) => s.description },
            { header: 'Type', cell: (s) => BOOKING_TYPE_LABELS[s.type] },
            { header: 'Check-in Day', cell: (s) => s.checkInDay },
            { header: 'Nights', cell: (s) => s.roomNights },
            { header: 'Rooms', cell: (s) => s.noOfRoom || '—' },
            {
              header: 'Banquet',
              cell: (s) =>
                s.type === 'RoomOnly' ? '—' : (s.rateType.find((r) => session.banquet.some((h) => h.name.toLowerCase() === r.toLowerCase())) ?? '—'),
            },
            { header: 'Total', className: 'nowrap', cell: (s) => formatINR(s.totalRate) },
            {
              header: 'Created At',
              className: 'nowrap',
              cell: (s) => new Date(s.createdAt).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
            },
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
