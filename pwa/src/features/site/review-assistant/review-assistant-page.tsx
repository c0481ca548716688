/**
 * The review response assistant (docs/rules.md §12.8, §14, §15, §18): the review,
 * the business, the reply's language and tone, then the generated reply with
 * Reset form, Regenerate, Copy to clipboard and the response analytics.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { toast } from '../../../components/ui/toast.js';
import {
  BUSINESS_TYPES,
  DEFAULT_BUSINESS_TYPE,
  DEFAULT_REVIEW_LANGUAGE,
  DEFAULT_REVIEW_TONE,
  MESSAGES,
  REVIEW_LANGUAGES,
  REVIEW_TONES,
  STAR_RATINGS,
  type BusinessType,
  type ReviewLanguageCode,
  type ReviewRequest,
  type ReviewTone,
} from '@front-desk-rm/engine/domain';
import { aspectsOf, ASPECT_NAMES, forBusiness, type ReplyLanguageChoice } from '@front-desk-rm/review';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { island } from '../../../islands/island.js';
import { detectOnDevice, generateReviewResponse, preloadOnDevice, type GeneratedReply, type GenerateOutcome } from './generate-review-response.js';
import './review-assistant.css';

/** The form's one error toast: a second failure replaces it, a response takes it away. */
const REVIEW_ERROR = 'review-error';

interface Form {
  review: string;
  hasStars: boolean;
  stars: number;
  businessType: BusinessType;
  hotelName: string;
  name: string;
  language: ReviewLanguageCode;
  tone: ReviewTone;
}

const EMPTY: Form = {
  review: '',
  hasStars: false,
  stars: 0,
  businessType: DEFAULT_BUSINESS_TYPE,
  hotelName: '',
  name: '',
  language: DEFAULT_REVIEW_LANGUAGE,
  tone: DEFAULT_REVIEW_TONE,
};

const capitalise = (s: string) => s[0]!.toUpperCase() + s.slice(1);
const BUSINESS_LABELS: Record<BusinessType, string> = { hotel: 'Hotel', restaurant: 'Restaurant', apartment: 'Apartment' };

const LANGUAGE_NAMES = Object.fromEntries(REVIEW_LANGUAGES.map((l) => [l.value, l.label])) as Record<ReviewLanguageCode, string>;

/** The request the spec describes, in the language given (Auto detect resolved on the device, or 'auto' for the server to resolve); the rating only when the box is ticked. */
function toRequest(form: Form, variant: number, language: ReviewRequest['language']): ReviewRequest {
  return {
    review: form.review.trim(),
    startRating: form.hasStars && form.stars > 0 ? (String(form.stars) as ReviewRequest['startRating']) : '0',
    bussinessType: form.businessType,
    hotelName: form.hotelName.trim(),
    name: form.name.trim(),
    language,
    tone: form.tone,
    alsoComplaints: [],
    notAspects: [],
    variant,
  };
}

type Busy = null | 'generate' | 'regenerate';

/** How long typing pauses before the page reads the review again on the device. */
const READ_PAUSE_MS = 400;

/** What went wrong and what to do, in the words the page shows beside the Generate button. */
export function problemOf(outcome: Extract<GenerateOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'unreachable':
      return 'The server could not be reached and the reply writer has not finished loading on this device: reconnect and press Generate again. Your review is kept in the form.';
    case 'failed':
      return `The server refused the request${outcome.message ? `: ${outcome.message}` : ''}. Check the form and press Generate again; your review is kept.`;
    case 'error':
      return 'The server sent an answer that could not be read. Press Generate again in a moment; your review is kept in the form.';
  }
}

/** When the browser is idle, or after two seconds where it has no idle callback (Safari): late enough to stay out of the first paint. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 2_000);
  return () => window.clearTimeout(handle);
}

export function ReviewAssistantPage() {
  useDocumentTitle(
    'Review response assistant',
    'Draft a reply to a guest review in English, German, French or Spanish, in the tone you choose, and edit it before you post.',
  );
  return (
    <main className="ra-page" id="main">
      <header className="ra-intro">
        <p className="eyebrow">Free tool</p>
        <h1>Review response assistant</h1>
        <p className="ra-lead">
          Paste a guest review and get a reply that thanks for what the guest liked, answers each complaint, and is written in their language and your tone. It
          works even without an internet connection to a language model.
        </p>
      </header>

      <ReviewAssistantForm />
    </main>
  );
}

/**
 * The form and its reply, an island adopted when the visitor reaches for it (decision 012). It is prepared once the
 * page is idle: its code fetched and the on-device engine started, so a network lost after the page loaded still
 * gets a reply. The page's heading and lead stay the prerendered HTML.
 */
export const ReviewAssistantForm = island('review-assistant', Assistant, 'prepared');

function Assistant() {
  const id = useId();
  const [form, setForm] = useState<Form>(EMPTY);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<GeneratedReply | null>(null);
  const [sent, setSent] = useState<ReviewRequest | null>(null);
  const [onDevice, setOnDevice] = useState(false);
  // The last failure, said in the page (the toast goes away; this stays until the next try).
  const [problem, setProblem] = useState<string | null>(null);
  // Set when the reply's language was detected rather than chosen: the language, and whether the review was long enough to tell.
  const [detected, setDetected] = useState<ReplyLanguageChoice | null>(null);
  const languageSelect = useRef<HTMLSelectElement>(null);
  // Complaints the manager ticked that the reply missed; the next Regenerate answers them.
  const [ticked, setTicked] = useState<string[]>([]);
  // Before the first reply: what the engine reads in the review, worked out on the device as the manager types, and the
  // aspects the manager took off it. Generate writes the reply to this list (issue 53).
  const [read, setRead] = useState<GeneratedReply['found'] | null>(null);
  const [removed, setRemoved] = useState<string[]>([]);
  const readTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result || !form.review.trim()) return setRead(null);
    let live = true;
    const t = window.setTimeout(() => {
      const request = { ...toRequest(form, 0, 'auto'), alsoComplaints: ticked, notAspects: removed };
      void preloadOnDevice()
        .then((engine) => engine.reply(request))
        .then((answer) => live && setRead(answer.found ?? null))
        // No engine on this device: the list shows with the reply instead.
        .catch(() => undefined);
    }, READ_PAUSE_MS);
    return () => {
      live = false;
      window.clearTimeout(t);
    };
  }, [form, ticked, removed, result]);
  const output = useRef<HTMLTextAreaElement>(null);
  // A new reply takes the focus, so keyboard and screen-reader users land on what they asked for.
  useEffect(() => {
    if (result) output.current?.focus();
  }, [result]);
  // The engine's chunk is fetched once the page is idle, so a network lost after the page loaded still gets a reply written on the device.
  // A failure here is not shown: Generate asks the server first, and says so if neither answers.
  useEffect(() => whenIdle(() => void preloadOnDevice().catch(() => undefined)), []);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function run(request: ReviewRequest, kind: Exclude<Busy, null>) {
    setBusy(kind);
    setProblem(null);
    try {
      const outcome = await generateReviewResponse(request);
      if (outcome.ok) {
        setResult(outcome.data);
        setSent(request);
        // The engine on this device was not ready to tell the language: whoever wrote the reply did, and says what it chose.
        if (outcome.data.detected) setDetected(outcome.data.detected);
        setOnDevice(outcome.onDevice);
        toast.stepDone(REVIEW_ERROR);
        toast.success(MESSAGES.reviewGenerated);
        return;
      }
      setProblem(problemOf(outcome));
      if (outcome.reason === 'failed') {
        toast.error(MESSAGES.reviewFailed, { step: REVIEW_ERROR, ...(outcome.message ? { description: outcome.message } : {}) });
      } else {
        toast.error(MESSAGES.reviewError, { step: REVIEW_ERROR });
      }
    } catch {
      // Nothing thrown may leave the button idle with no word: the form keeps its content either way.
      setProblem('Something went wrong on this page while writing the reply. Press Generate again; your review is kept in the form.');
      toast.error(MESSAGES.reviewError, { step: REVIEW_ERROR });
    } finally {
      setBusy(null);
    }
  }

  async function generate(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (!form.review.trim() || !form.hotelName.trim() || !form.name.trim()) {
      toast.error(MESSAGES.reviewFieldsRequired, { step: REVIEW_ERROR });
      return;
    }
    setBusy('generate');
    // Auto detect on the device, the engine's rule; should the engine not be ready, the server (or the engine when it answers instead) resolves 'auto' itself.
    const choice = form.language === 'auto' ? await detectOnDevice(form.review) : null;
    setDetected(choice);
    void run(
      { ...toRequest(form, 0, form.language === 'auto' ? (choice?.language ?? 'auto') : form.language), alsoComplaints: ticked, notAspects: removed },
      'generate',
    );
    setTicked([]);
  }

  /** The same request again, asking for the next wording; `removed`, an aspect the manager took off what was read. */
  function regenerate(removed?: string) {
    if (!sent || busy) return;
    const also = [...new Set([...sent.alsoComplaints, ...ticked])];
    void run(
      {
        ...sent,
        language: form.language === 'auto' ? sent.language : form.language,
        alsoComplaints: removed ? also.filter((a) => a !== removed) : also,
        notAspects: removed ? [...new Set([...sent.notAspects, removed])] : sent.notAspects,
        variant: sent.variant + 1,
      },
      'regenerate',
    );
    setTicked([]);
  }

  function reset() {
    setForm(EMPTY);
    setProblem(null);
    setResult(null);
    setSent(null);
    setDetected(null);
    setTicked([]);
    setRemoved([]);
  }

  async function copy() {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.reply.conclusion);
      toast.success(MESSAGES.reviewCopied);
    } catch {
      toast.error('Copying is not allowed here: select the text and copy it by hand.');
    }
  }

  const disabled = busy !== null;

  return (
    <>
      <form className="ra-steps" onSubmit={generate} noValidate aria-label="Review response assistant">
        <section className="ra-step" aria-labelledby={`${id}-s1`}>
          <h2 id={`${id}-s1`}>
            <span className="ra-step-no" aria-hidden="true">
              1
            </span>{' '}
            Customer review
          </h2>
          <div className="field">
            <label htmlFor={`${id}-review`}>Review</label>
            <textarea
              id={`${id}-review`}
              className="input ra-textarea"
              rows={6}
              value={form.review}
              onChange={(e) => set('review', e.target.value)}
              placeholder="Paste the guest's review here"
              required
              disabled={disabled}
            />
          </div>
          <label className="ra-check">
            <input
              type="checkbox"
              checked={form.hasStars}
              onChange={(e) => setForm((f) => ({ ...f, hasStars: e.target.checked, stars: e.target.checked ? f.stars : 0 }))}
              disabled={disabled}
            />
            <span>Review has star rating</span>
          </label>
          {form.hasStars && (
            <fieldset className="ra-stars" disabled={disabled}>
              <legend>Star rating</legend>
              <div className="ra-star-row">
                {STAR_RATINGS.map((n) => (
                  <label key={n} className={`ra-star${n <= form.stars ? ' is-on' : ''}`}>
                    <input type="radio" name={`${id}-stars`} value={n} checked={form.stars === n} onChange={() => set('stars', n)} className="sr-only" />
                    <span aria-hidden="true">★</span>
                    <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
                  </label>
                ))}
                <span className="ra-star-text" aria-live="polite">
                  {form.stars ? `${form.stars} of 5` : 'No rating chosen'}
                </span>
              </div>
            </fieldset>
          )}
        </section>

        <section className="ra-step" aria-labelledby={`${id}-s2`}>
          <h2 id={`${id}-s2`}>
            <span className="ra-step-no" aria-hidden="true">
              2
            </span>{' '}
            About you
          </h2>
          <div className="ra-grid">
            <div className="field">
              <label htmlFor={`${id}-business`}>Business type</label>
              <select
                id={`${id}-business`}
                className="select"
                value={form.businessType}
                onChange={(e) => set('businessType', e.target.value as BusinessType)}
                disabled={disabled}
              >
                {BUSINESS_TYPES.map((b) => (
                  <option key={b} value={b}>
                    {BUSINESS_LABELS[b]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-hotel`}>Hotel name</label>
              <input
                id={`${id}-hotel`}
                className="input"
                value={form.hotelName}
                onChange={(e) => set('hotelName', e.target.value)}
                autoComplete="organization"
                required
                disabled={disabled}
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-name`}>Reviewer name</label>
              <input
                id={`${id}-name`}
                className="input"
                value={form.name}
                onChange={(e) => set('name', e.target.value)}
                autoComplete="off"
                required
                disabled={disabled}
              />
            </div>
          </div>
        </section>

        <section className="ra-step" aria-labelledby={`${id}-s3`}>
          <h2 id={`${id}-s3`}>
            <span className="ra-step-no" aria-hidden="true">
              3
            </span>{' '}
            Response output preferences
          </h2>
          <div className="ra-grid">
            <div className="field">
              <label htmlFor={`${id}-language`}>Response language</label>
              <select
                ref={languageSelect}
                id={`${id}-language`}
                className="select"
                value={form.language}
                onChange={(e) => set('language', e.target.value as ReviewLanguageCode)}
                disabled={disabled}
              >
                {REVIEW_LANGUAGES.map((l) => (
                  <option key={l.value} value={l.value}>
                    {l.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-tone`}>Tonality</label>
              <select id={`${id}-tone`} className="select" value={form.tone} onChange={(e) => set('tone', e.target.value as ReviewTone)} disabled={disabled}>
                {REVIEW_TONES.map((t) => (
                  <option key={t} value={t}>
                    {capitalise(t)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </section>

        <section className="ra-step ra-step-output" aria-labelledby={`${id}-s4`}>
          <h2 id={`${id}-s4`}>
            <span className="ra-step-no" aria-hidden="true">
              4
            </span>{' '}
            {result ? 'Generated Response' : 'Generate Response'}
          </h2>
          <p className="ra-problem" role="alert" hidden={!problem}>
            {problem}
          </p>
          {result?.found ? (
            <FoundAspects
              found={result.found}
              business={sent?.bussinessType ?? form.businessType}
              ticked={ticked}
              onTick={setTicked}
              onRemove={(aspect) => regenerate(aspect)}
              disabled={disabled}
            />
          ) : (
            read && (
              <FoundAspects
                before
                found={read}
                business={form.businessType}
                ticked={ticked}
                onTick={setTicked}
                onRemove={(aspect) => {
                  setRemoved((r) => [...new Set([...r, aspect])]);
                  // The Remove pressed leaves with its row: the focus goes to the list's title, not to the page.
                  readTitle.current?.focus();
                }}
                titleRef={readTitle}
                disabled={disabled}
              />
            )
          )}
          {!result ? (
            <button type="submit" className="btn btn-primary btn-lg ra-generate" disabled={!form.review.trim() || disabled}>
              {busy === 'generate' ? 'Generating...' : 'Generate Response'}
            </button>
          ) : (
            <>
              <div className="field">
                <label htmlFor={`${id}-output`}>Response</label>
                <textarea
                  ref={output}
                  id={`${id}-output`}
                  className="input ra-textarea ra-output"
                  rows={12}
                  readOnly
                  value={result.reply.conclusion}
                  aria-busy={busy !== null}
                />
                <span className="field-hint">
                  {onDevice
                    ? 'Written on this device by the built-in reply engine: the server could not be reached.'
                    : result.writtenBy === 'provider'
                      ? 'Written by the configured language model.'
                      : 'Written by the built-in reply engine.'}{' '}
                  Read it through before you post it.
                </span>
                {detected && sent && (
                  <p className="ra-detected" role="status">
                    {detected.sure
                      ? `Detected: ${LANGUAGE_NAMES[detected.language]}.`
                      : 'The review is too short to tell its language, so the reply is in English.'}{' '}
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => {
                        // The select now shows the language answered in; a change there and Regenerate answers in the new one.
                        set('language', detected.language);
                        languageSelect.current?.focus();
                      }}
                    >
                      Choose another language
                    </button>
                  </p>
                )}
              </div>
              <div className="ra-actions">
                <button type="button" className="btn btn-ghost" onClick={reset} disabled={disabled}>
                  Reset form
                </button>
                <button type="button" className="btn btn-ghost" onClick={() => regenerate()} disabled={disabled}>
                  {busy === 'regenerate' ? 'Regenerating...' : 'Regenerate'}
                </button>
                <button type="button" className="btn btn-primary" onClick={() => void copy()} disabled={disabled}>
                  Copy to clipboard
                </button>
              </div>
            </>
          )}
        </section>
      </form>

      {result && (
        <section className="ra-analytics" aria-labelledby={`${id}-analytics`}>
          <h2 id={`${id}-analytics`}>Response Analytics</h2>
          <div className="ra-cards">
            <article className="ra-card">
              <h3>Review Summary</h3>
              <p>{result.reply.reviewSummary}</p>
            </article>
            <article className="ra-card">
              <h3>Feedback Analysis</h3>
              <Lines text={result.reply.feedbackAnalysis} />
            </article>
            <article className="ra-card">
              <h3>Actionable Insights</h3>
              <Lines text={result.reply.actionableInsights} />
            </article>
          </div>
        </section>
      )}
    </>
  );
}

/**
 * One side of what the engine read (complaints or praise), each aspect with the words the review used for it, and a
 * one-tap Remove for one the guest did not raise: the reply is written again without it.
 */
function FoundList({
  title,
  findings,
  onRemove,
  disabled,
}: {
  title: string;
  findings: { aspect: string; label: string; names: string[] }[];
  onRemove: (aspect: string) => void;
  disabled: boolean;
}) {
  return (
    <div>
      <h3>{title}</h3>
      {findings.length > 0 ? (
        <ul aria-label={title}>
          {findings.map((f) => (
            <li key={f.aspect} className="ra-read">
              <span>{f.names.length > 0 ? `${f.label}: ${f.names.join(', ')}` : f.label}</span>
              <button type="button" className="btn btn-ghost ra-remove" onClick={() => onRemove(f.aspect)} disabled={disabled} aria-label={`Remove ${f.label}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None found.</p>
      )}
    </div>
  );
}

/**
 * What the reply answers and thanks for, beside it, so a manager sees at a
 * glance if a complaint was missed or one was read that the guest never
 * raised: ticking one and pressing Regenerate answers it too (issue 19), and
 * Remove writes the reply again without it (issue 53).
 */
function FoundAspects({
  found,
  business,
  ticked,
  onTick,
  onRemove,
  disabled,
  before = false,
  titleRef,
}: {
  /** The title of the list before the first reply, which takes the focus when a row leaves it. */
  titleRef?: RefObject<HTMLHeadingElement | null>;
  /** Before the first reply: what the reply will answer and thank for, said so. */
  before?: boolean;
  found: NonNullable<GeneratedReply['found']>;
  business: BusinessType;
  ticked: string[];
  onTick: (next: string[]) => void;
  onRemove: (aspect: string) => void;
  disabled: boolean;
}) {
  const answered = new Set(found.complaints.map((c) => c.aspect));
  // Only what this kind of business has: a restaurant is not offered a kitchen to tick, a hotel not a cleaning fee.
  const missing = aspectsOf(business).filter((a) => !answered.has(a));
  return (
    <div className="ra-found">
      {before && (
        <h3 className="ra-read-title" ref={titleRef} tabIndex={-1}>
          What the review says: the reply will follow this list
        </h3>
      )}
      <FoundList title={before ? 'Complaints to answer' : 'Complaints answered'} findings={found.complaints} onRemove={onRemove} disabled={disabled} />
      <FoundList title={before ? 'Praise to thank for' : 'Praise thanked for'} findings={found.praises} onRemove={onRemove} disabled={disabled} />
      {found.unplaced && (
        <p className="ra-unplaced">
          The review also complains of something the reply cannot name, so it says sorry in general words. If you know what it was, tick it below.
        </p>
      )}
      <fieldset className="ra-missed" disabled={disabled}>
        <legend>{before ? 'Missed a complaint? Tick it' : 'Missed a complaint? Tick it, then Regenerate'}</legend>
        <div className="ra-missed-grid">
          {missing.map((a) => (
            <label key={a} className="ra-check">
              <input type="checkbox" checked={ticked.includes(a)} onChange={(e) => onTick(e.target.checked ? [...ticked, a] : ticked.filter((t) => t !== a))} />
              <span>{forBusiness(ASPECT_NAMES[a], business)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

/** Analytics arrive as plain text, one point a line. */
function Lines({ text }: { text: string }) {
  const lines = text.split('\n').filter((l) => l.trim());
  if (lines.length <= 1) return <p>{text}</p>;
  return (
    <ul>
      {lines.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  );
}
