/**
 * Login (docs/rules.md §2, §5, §8): admin with e-mail and password, participant
 * with e-mail and game code (locked when the code is in the address), or a
 * guest with no server call. Joining needs the network once; after that the
 * game plays offline.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast.js';
import { GAME_CODE_PATTERN, MESSAGES } from '@front-desk-rm/engine/domain';
import { validateLogin, type LoginField, type LoginRole } from '@front-desk-rm/engine/forms';
import { TextField } from '../../../components/ui/text-field.js';
import { useDocumentTitle } from '../../../components/ui/use-document-title.js';
import { useHydrated } from '../../../components/ui/use-hydrated.js';
import { useOnline } from '../../../data/reads/use-online.js';
import { localDbExists } from '../../../data/db/db-presence.js';
import { gamePaths } from '../../../app/game-paths.js';
import { CODE_SLOT, TEMPLATE_CODE } from '../../../app/login-template.js';
import { loadLobbyScreen } from '../../../app/lobby-screen.js';
import { welcomeState } from '../../../app/arrival-welcome.js';
import { useT } from '../../../i18n/use-t.js';
import { useSpoken } from '../../../i18n/spoken.js';
import { LanguagePicker } from '../../../components/ui/language-picker.js';
import './login.css';

/** The sign-in's one error toast: replaced by the next failure, taken away by a success. */
const LOGIN_ERROR = 'login-error';

// Shown after a sign-in, which has loaded the store by then: not part of the form's first load.

/**
 * The API client loads when the visitor turns to the form (its first focus),
 * not with the page: it carries the contract's schemas, which the form's first
 * paint does without, and a first load stays within its budget. A load that
 * failed (offline) is tried again at the next sign-in.
 */
let apiClient: Promise<typeof import('../../../data/api/client.js')> | null = null;
function loadApi() {
  apiClient ??= import('../../../data/api/client.js').catch((error: unknown) => {
    apiClient = null;
    throw error;
  });
  return apiClient;
}

/** The device's store's code: loaded when the login needs it (to sign in, or to find a sign-in the device already holds), or early (below). */
const loadLocal = () => Promise.all([import('../../../data/db/identity.js'), import('../../../data/db/local-db.js'), import('../../../data/db/db-ready.js')]);

/** The device's store, opened. */
async function local() {
  const [identity, { db }, { localDbReady }] = await loadLocal();
  await localDbReady();
  return { ...identity, db };
}

/**
 * What a participant's Login needs next, fetched while they type: the store's
 * code and the lobby's, so the press waits only for the server. Offline, or a
 * load that fails, costs nothing: the route loads its code again.
 */
function warmJoin() {
  loadLocal().catch(() => {});
  loadLobbyScreen().catch(() => {});
}

const EMPTY = { email: '', password: '', gameCode: '' };

/** A path on this site to return to after sign-in; anything else (another origin, a scheme, nonsense) is ignored. */
export function safeReturnPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\') || /[\u0000-\u001f]/.test(next)) return null;
  return next;
}

export function LoginPage() {
  const { gameCode: codeInAddress } = useParams();
  const hydrated = useHydrated();
  // One prerendered page serves every game code, drawn at the template's address, whose code is no game's: there the
  // code is not known yet. The login's entry writes the address's code into it before React adopts it
  // (`app/address-code.ts`), so this first render already shows the code and finds it on the page.
  const addressCode = codeInAddress === undefined ? null : codeInAddress === TEMPLATE_CODE ? '' : codeInAddress.trim().toUpperCase();
  // Where a host or super admin came from (the property dashboard's "Go to login"): back there after signing in.
  const [search] = useSearchParams();
  const returnTo = safeReturnPath(search.get('next'));
  const lockedCode = addressCode;
  const navigate = useNavigate();
  const t = useT();
  const spoken = useSpoken();
  const title = lockedCode ? t('login.title.joinGame', { code: lockedCode }) : lockedCode === null ? t('login.title.login') : t('login.title.joinAny');
  useDocumentTitle(title, t('login.description'));

  const [role, setRole] = useState<LoginRole>('participant');
  const [form, setForm] = useState({ ...EMPTY });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const gameCode = lockedCode ?? form.gameCode;

  // On a slow tablet the prerendered form is there before its script: what the visitor chose or typed meanwhile
  // is read off the page once React has it, so a role picked early still shows the password field.
  useEffect(() => {
    const early = (id: string) => (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null)?.value ?? '';
    if (early('login-role') === 'admin' && addressCode === null) setRole('admin');
    // Read now, not inside the state updater: a render may already have put the state's values back on the page by then.
    const onPage = { email: early('login-email'), password: early('login-password'), gameCode: early('login-code').toUpperCase() };
    setForm((f) => ({ email: f.email || onPage.email, password: f.password || onPage.password, gameCode: f.gameCode || onPage.gameCode }));
    // Once, after hydration: later changes arrive through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const warmApi = useCallback(() => {
    loadApi().catch(() => {
      // Offline: the sign-in says so.
    });
    if (role === 'participant') warmJoin();
  }, [role]);
  // A visitor already in a field before the script ran has turned to the form.
  useEffect(() => {
    if (document.activeElement?.closest('form.auth-form')) warmApi();
  }, [warmApi]);

  // Someone already signed in on this device goes where they left off (docs/rules.md §2).
  useEffect(() => {
    let live = true;
    void localDbExists()
      .then((exists) => (exists && live ? local() : null))
      .then((store) => store?.readIdentity(store.db))
      .then((me) => {
        if (!live || !me) return;
        if (me.role === 'super' && me.token) void navigate(returnTo ?? '/tools/properties', { replace: true });
        else if (me.role === 'admin' && me.token) void navigate(returnTo ?? gamePaths.adminDashboard(), { replace: true });
        else if (me.role === 'participant' && (!addressCode || addressCode === me.gameCode)) {
          if (me.sessionId) void navigate(gamePaths.game(me.sessionId), { replace: true });
          else if (me.guest) void navigate(gamePaths.lobby(me.gameCode ?? 'PRACTICE'), { replace: true });
        }
      })
      .catch(() => {
        // No local store: the form still works, and the sign-in below says what is wrong.
      });
    return () => {
      live = false;
    };
  }, [navigate, addressCode, returnTo]);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const reset = () => {
    setForm({ ...EMPTY });
    setErrors({});
    if (lockedCode === null) setRole('participant');
    toast.success(t('login.reset'), { duration: 2000 });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const check = validateLogin({ role, ...form, gameCode });
    if (!check.ok) {
      setErrors(check.errors);
      if (check.toast) toast.error(spoken(check.toast), { step: LOGIN_ERROR });
      return;
    }
    setBusy(true);
    try {
      const api = await loadApi().then(
        (m) => m.api,
        () => null,
      );
      if (!api) {
        toast.error(t('login.offline'), { step: LOGIN_ERROR });
        return;
      }
      const email = form.email.trim();
      if (role === 'admin') {
        const answer = await api.call('login', { body: { email, password: form.password } });
        if (!answer.ok) {
          toast.error(answer.offline ? t('login.offline') : spoken(answer.message ?? MESSAGES.loginFailed), { step: LOGIN_ERROR });
          return;
        }
        toast.stepDone(LOGIN_ERROR);
        const { signInAdmin, db } = await local();
        await signInAdmin(db, answer.data);
        void navigate(returnTo ?? (answer.data.role === 'super' ? '/tools/properties' : gamePaths.adminDashboard()), {
          replace: true,
          state: welcomeState(answer.data.name),
        });
        return;
      }
      const code = gameCode.trim().toUpperCase();
      const answer = await api.call('participantLogin', { params: { gameCode: code }, body: { email } });
      if (!answer.ok) {
        toast.error(answer.offline ? t('login.offline') : spoken(answer.message ?? MESSAGES.loginFailed), { step: LOGIN_ERROR });
        return;
      }
      toast.stepDone(LOGIN_ERROR);
      const { signInParticipant, db } = await local();
      await signInParticipant(db, answer.data);
      // Straight to the lobby, the welcome over it: the lobby syncs while the player reads their name.
      void navigate(gamePaths.lobby(answer.data.teamId ?? answer.data.gameCode), { replace: true, state: welcomeState(answer.data.name) });
    } finally {
      setBusy(false);
    }
  }

  async function guest() {
    const code = gameCode.trim().toUpperCase();
    const practice = GAME_CODE_PATTERN.test(code) ? code : 'PRACTICE';
    const { signInGuest, db } = await local();
    await signInGuest(db, practice);
    void navigate(gamePaths.lobby(practice), { replace: true, state: welcomeState(t('login.guestName')) });
  }

  const participant = role === 'participant';
  return (
    <div className="auth-shell">
      <aside className="auth-aside">
        <div>
          <p className="eyebrow" style={{ color: 'rgb(255 255 255 / 80%)' }}>
            Front Desk RM
          </p>
          <h1>{t('login.aside.heading')}</h1>
          <p>{t('login.aside.lead')}</p>
          <ul>
            <li>{t('login.aside.code')}</li>
            <li>{t('login.aside.captain')}</li>
            <li>{t('login.aside.offline')}</li>
          </ul>
        </div>
        <p className="aside-foot small" style={{ color: 'rgb(255 255 255 / 75%)' }}>
          {t('login.aside.trainers')}
        </p>
      </aside>
      <main className="auth-main">
        <form className="auth-form" onSubmit={submit} onFocus={warmApi} noValidate aria-label={t('login.form')}>
          <LanguagePicker />
          <h2 data-address-title={lockedCode !== null ? t('login.title.joinGame', { code: CODE_SLOT }) : undefined}>{title}</h2>
          <p className="muted">{participant ? t('login.lead.participant') : t('login.lead.admin')}</p>
          {!online && <p className="offline-note">{t('login.offline')}</p>}

          <div className="field">
            <label htmlFor="login-role">{t('login.role')}</label>
            <select id="login-role" className="select" value={role} disabled={lockedCode !== null} onChange={(e) => setRole(e.target.value as LoginRole)}>
              <option value="participant">{t('login.role.participant')}</option>
              <option value="admin">{t('login.role.admin')}</option>
            </select>
          </div>

          <TextField
            id="login-email"
            label={t('login.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.email.placeholder')}
            value={form.email}
            onValue={set('email')}
            error={errors.email && spoken(errors.email)}
          />
          {participant ? (
            <TextField
              id="login-code"
              label={t('login.code')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={t('login.code.placeholder')}
              value={gameCode}
              readOnly={lockedCode !== null}
              data-address-code={lockedCode !== null ? '' : undefined}
              onValue={(v) => set('gameCode')(v.toUpperCase())}
              error={errors.gameCode && spoken(errors.gameCode)}
            />
          ) : (
            <TextField
              id="login-password"
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              value={form.password}
              onValue={set('password')}
              error={errors.password && spoken(errors.password)}
            />
          )}

          <div className="auth-actions">
            {/* Off until the script runs: a press before it would send the form as a plain page request and lose it. */}
            <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
              {busy ? t('login.submitting') : t('login.submit')}
            </button>
            <button type="button" className="btn btn-ghost" onClick={reset} disabled={busy}>
              {t('login.resetForm')}
            </button>
          </div>

          {participant && (
            <>
              <div className="divider">{t('login.or')}</div>
              <button type="button" className="btn btn-ghost btn-block" onClick={() => void guest()} disabled={busy}>
                {t('login.guest')}
              </button>
              <p className="field-hint" style={{ marginTop: '0.5rem' }}>
                {t('login.guest.hint')}
              </p>
            </>
          )}
        </form>
      </main>
    </div>
  );
}
