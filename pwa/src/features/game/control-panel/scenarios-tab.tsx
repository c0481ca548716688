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
import { formatLocale, type Scenario, type Session } from '@front-desk-rm/engine/domain';
import { movedOrder } from '@front-desk-rm/engine/mutations';
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog.js';
import { DataTable } from '../../../components/ui/data-table.js';
import { hostMutate, hostPreview } from '../../../data/writes/host-actions.js';
import { db } from '../../../data/db/local-db.js';
import { readScenarioFile } from './scenario-file.js';
import { ScenarioFormDialog } from './scenario-form-dialog.js';
import { DrawWeek } from './draw-week.js';
import { DeckMeter } from './deck-meter.js';
import { useT, type Translate } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { useFormat } from '../../../i18n/format.js';
import { bookingTypeWords, dayInFull } from '../../../components/ui/engine-words.js';
import './control-panel.css';
import { useScenarioText } from '../../../components/ui/scenario-text.js';

type Row = { line: number; fields: Record<string, unknown> };
type Preview = { fileName: string; rows: Row[]; scenarios: Scenario[]; errors: { line: number; message: string }[]; message: string | null };

function ScenarioCard({ s, n }: { s: Scenario; n: number }) {
  const t = useT();
  const format = useFormat();
  const { money } = format;
  const describe = useScenarioText();
  return (
    <article className="scenario-card">
      <p className="eyebrow">{t('controlPanel.card.request', { n, type: bookingTypeWords(t, s.type) })}</p>
      <div className="row gap" style={{ justifyContent: 'space-between' }}>
        <h4>{nameOf(t, s)}</h4>
        <strong className="brand-amount">{money(s.totalRate)}</strong>
      </div>
      <p className="small">{describe(s)}</p>
      <p className="muted small">
        {dayInFull(format, s.checkInDay)} · {t('controlPanel.card.nights', { count: s.roomNights })}
        {s.noOfRoom > 0 ? ` · ${t('controlPanel.card.rooms', { count: s.noOfRoom })}` : ''} · {s.rateType.join(', ')}
      </p>
    </article>
  );
}

/** A request as the host names it when it moves. */
const nameOf = (t: Translate, s: Scenario) => s.reservationName || t('controlPanel.card.unnamed');

/**
 * The deck's order for the host: moves go through `reorderDeck`; after one,
 * focus comes back to the button that made it, on the row in its new place
 * (or its other button where that one is now off, at either end).
 */
function useDeckOrder(session: Session, deck: Scenario[]) {
  const [dragging, setDragging] = useState<string | null>(null);
  const refocus = useRef<{ id: string; dir: 'up' | 'down' } | null>(null);
  const t = useT();
  const spoken = useSpoken();
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
      toast.error(spoken(result.reason) || t('controlPanel.deck.reorderFailed'));
      return;
    }
    announce(t('controlPanel.deck.moved', { name: nameOf(t, scenario), position: to + 1, total: deck.length }));
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
  const t = useT();
  const spoken = useSpoken();
  const format = useFormat();
  const { money, language, currency } = format;

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
    toast.success(t('controlPanel.deck.imported', { count: result.value?.imported ?? upload.rows.length }), { duration: 2000 });
    setUpload(null);
  }

  async function remove() {
    if (!deleting) return;
    const result = await hostMutate(db, 'deleteScenario', { scenarioId: deleting._id });
    setDeleting(null);
    if (result.ok) toast.success(t('controlPanel.deck.deleted'), { duration: 2000 });
    else toast.error(spoken(result.reason));
  }

  return (
    <div className="stack">
      <div className="row gap">
        <button className="btn btn-primary" onClick={() => setForm({ editing: null })} disabled={session.status === 'ended'}>
          {t('controlPanel.scenario.add')}
        </button>
        <label className={`btn btn-ghost file-btn ${session.status === 'ended' ? 'disabled' : ''}`}>
          {t('controlPanel.deck.upload')}
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
          {t('controlPanel.deck.previewAll')}
        </button>
        <span className="muted small grow" style={{ textAlign: 'right' }}>
          {locked ? t('controlPanel.deck.countLocked', { count: deck.length }) : t('controlPanel.deck.count', { count: deck.length })}
        </span>
      </div>

      {!locked && (deck.length === 0 || session.family) && <DrawWeek session={session} deckSize={deck.length} />}
      <DeckMeter session={session} deck={deck} />

      {deck.length === 0 ? (
        <p className="muted">{t('controlPanel.deck.empty')}</p>
      ) : (
        <DataTable
          caption={locked ? t('controlPanel.deck.caption') : t('controlPanel.deck.captionOrder')}
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
                    header: t('controlPanel.deck.order'),
                    className: 'nowrap order-cell',
                    cell: (s: Scenario) => {
                      const i = deck.indexOf(s);
                      return (
                        <span className="row order-controls">
                          <span
                            className="drag-handle"
                            draggable
                            title={t('controlPanel.deck.drag')}
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
                            aria-label={t('controlPanel.deck.moveUpNamed', { name: nameOf(t, s) })}
                            title={t('controlPanel.deck.moveUp')}
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
                            aria-label={t('controlPanel.deck.moveDownNamed', { name: nameOf(t, s) })}
                            title={t('controlPanel.deck.moveDown')}
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
            { header: t('controlPanel.deck.reservation'), rowHeader: true, cell: (s) => s.reservationName || '—' },
            { header: t('controlPanel.deck.description'), className: 'cell-description', cell: (s) => s.description },
            { header: t('controlPanel.deck.type'), cell: (s) => bookingTypeWords(t, s.type) },
            { header: t('controlPanel.deck.checkInDay'), cell: (s) => dayInFull(format, s.checkInDay) },
            { header: t('controlPanel.deck.nights'), cell: (s) => s.roomNights },
            { header: t('controlPanel.deck.rooms'), cell: (s) => s.noOfRoom || '—' },
            {
              header: t('controlPanel.deck.banquet'),
              cell: (s) =>
                s.type === 'RoomOnly' ? '—' : (s.rateType.find((r) => session.banquet.some((h) => h.name.toLowerCase() === r.toLowerCase())) ?? '—'),
            },
            { header: t('controlPanel.deck.total'), className: 'nowrap', cell: (s) => money(s.totalRate) },
            {
              header: t('controlPanel.deck.createdAt'),
              className: 'nowrap',
              cell: (s) =>
                new Date(s.createdAt).toLocaleString(formatLocale(language, currency), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
            },
          ]}
          actions={{
            header: t('controlPanel.deck.actions'),
            cell: (s) => (
              <>
                <button className="btn btn-ghost" onClick={() => setForm({ editing: s })} disabled={locked}>
                  {t('controlPanel.deck.edit')}
                </button>
                <button className="btn btn-ghost danger-text" onClick={() => setDeleting(s)} disabled={locked}>
                  {t('controlPanel.deck.delete')}
                </button>
              </>
            ),
          }}
        />
      )}

      {form && <ScenarioFormDialog session={session} editing={form.editing} onClose={() => setForm(null)} />}

      <ConfirmDialog
        open={deleting !== null}
        title={t('controlPanel.deck.deleteTitle')}
        message={
          deleting?.reservationName ? t('controlPanel.deck.deleteMessage', { name: deleting.reservationName }) : t('controlPanel.deck.deleteMessageUnnamed')
        }
        confirmLabel={t('controlPanel.deck.delete')}
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />

      <Dialog open={previewAll} title={t('controlPanel.deck.previewTitle')} onClose={() => setPreviewAll(false)} closeButton={false}>
        <div className="scenario-preview">
          {deck.map((s, i) => (
            <ScenarioCard key={s._id} s={s} n={i + 1} />
          ))}
        </div>
        <div className="dialog-footer">
          <button className="btn btn-primary" onClick={() => setPreviewAll(false)}>
            {t('controlPanel.close')}
          </button>
        </div>
      </Dialog>

      <Dialog
        open={upload !== null}
        title={upload ? t('controlPanel.upload.titleFile', { file: upload.fileName }) : t('controlPanel.deck.upload')}
        onClose={() => setUpload(null)}
      >
        {upload && (
          <>
            {upload.message && (
              <p className="rule-message" role="alert">
                {spoken(upload.message)}
              </p>
            )}
            {upload.errors.length > 0 && (
              <ul className="list import-errors">
                {upload.errors.map((e) => (
                  <li key={`${e.line}-${e.message}`} className="list-row">
                    <span>
                      <strong>{t('controlPanel.upload.line', { line: e.line })}</strong>: {spoken(e.message)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {upload.scenarios.length > 0 && (
              <>
                <p>{t('controlPanel.upload.ready', { count: upload.scenarios.length })}</p>
                <div className="scenario-preview">
                  {upload.scenarios.map((s, i) => (
                    <ScenarioCard key={s._id} s={s} n={deck.length + i + 1} />
                  ))}
                </div>
              </>
            )}
            <div className="dialog-footer">
              <button className="btn btn-ghost" onClick={() => setUpload(null)} disabled={busy}>
                {t('controlPanel.cancel')}
              </button>
              <button className="btn btn-primary" onClick={() => void importRows()} disabled={busy || upload.scenarios.length === 0}>
                {upload.scenarios.length > 0 ? t('controlPanel.upload.importCount', { count: upload.scenarios.length }) : t('controlPanel.upload.import')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
