/** The HTTP application: middleware, every route group, static files, and one error handler. */
import type { AppEnv } from './app-env.js';
import { Hono } from 'hono';
import type { networkInterfaces } from 'node:os';
import { bodyLimit } from 'hono/body-limit';
import { authenticate } from './auth/guard.js';
import { ApiError, handleError } from './errors.js';
import { ok } from './http.js';
import { logRequest, LOG_REQUESTS } from './log.js';
import { routePath } from 'hono/route';
import { randomUUID } from 'node:crypto';
import { OLDEST_SYNC_PROTOCOL, SYNC_PROTOCOL } from '@front-desk-rm/engine/domain';
import { mutationVersions, type MutationName } from '@front-desk-rm/engine/mutations';
import { contactRoutes } from './routes/contact.js';
import { reviewRoutes } from './routes/review.js';
import type { ReviewProviderConfig } from './review-provider.js';
import { progressRoutes } from './routes/progress.js';
import { createProgressCodes } from './progress-codes.js';
import { sessionRoutes } from './routes/session.js';
import { superRoutes } from './routes/super.js';
import { syncRoutes } from './routes/sync.js';
import { teamRoutes } from './routes/team.js';
import { campaignRoutes } from './routes/campaign.js';
import { userRoutes } from './routes/user.js';
import { joinRoutes } from './routes/join.js';
import { createPushBudget } from './push-budget.js';
import { createStreamSlots } from './stream-slots.js';
import { createServices, type ServicesOptions } from './services.js';
import { buildId } from './build-info.js';
import { staticHandler } from './static.js';
import { JOIN_PER_ADDRESS } from './config.js';
import type { Store } from './db/store.js';
import { storeOver } from './db/rate-limit-store.js';
import { securityHeaders, workedOutSecurityHeaders } from './security/security-headers.js';
import { resultHotRead } from './result-read.js';

export interface AppOptions {
  pwaDist?: string;
  now?: () => Date;
  /** Login and join attempts allowed per client and window (tests lower them). */
  limits?: {
    pushPerMinute?: number;
    loginPerWindow?: number;
    adminLoginPerAddress?: number;
    joinPerWindow?: number;
    contactPerWindow?: number;
    reviewPerWindow?: number;
    streamsPerToken?: number;
    streamsPerAddress?: number;
    windowMs?: number;
  };
  /** An OpenAI-compatible provider for review replies; without one the built-in engine writes them. */
  reviewProvider?: ReviewProviderConfig | null;
  /** This release's build (`buildId()` by default), as `GET /api/health` reports it. */
  build?: string;
  /** The newest version of a mutation this server reads, below its own: it then answers newer ones `unsupported`, as an older release would. */
  mutationCaps?: ServicesOptions['mutationCaps'];
  /** Where the builds clients run are logged. */
  log?: (line: string) => void;
  /** PUBLIC_URL: the address players join at; absent, the join call offers this machine's own. */
  publicUrl?: string | null;
  /** `TRUST_PROXY`: how many proxies in front of the server add to X-Forwarded-For; 0 (the default) ignores the header. */
  trustProxy?: number;
  /** The best week's solver: its pool of workers and its limits in processor seconds. */
  optimum?: ServicesOptions['optimum'];
  /** This machine's network interfaces, as `os.networkInterfaces()` gives them (tests pass their own). */
  networkInterfaces?: () => ReturnType<typeof networkInterfaces>;
}

/**
 * Scripts from this origin only, never inline: tokens live in the browser's
 * storage, so an injected script must have nowhere to run. Styles may be
 * inline: the toast library inserts its stylesheet at run time.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The app needs none of the device's sensors, payments or sharing: switched off for it and anything it might
 * embed. Only features Chromium knows are named: an unknown one ('bluetooth') is a console warning on every page.
 */
export const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  geolocation: false,
  payment: false,
  usb: false,
  serial: false,
  hid: false,
  magnetometer: false,
  gyroscope: false,
  accelerometer: false,
  displayCapture: false,
  browsingTopics: false,
};

/** Mutations one actor may push a minute: a captain deciding as fast as a finger can, a host importing a deck, and a tablet's whole outbox after an hour offline all fit. */
export const PUSH_PER_MINUTE = 1200;

/** 2 MB: a 1 MB scenario file, JSON-escaped, still fits. */
export const BODY_LIMIT_BYTES = 2 * 1024 * 1024;

export function createApp(store: Store, options: AppOptions = {}) {
  const services = createServices(store, {
    ...(options.now ? { now: options.now } : {}),
    ...(options.mutationCaps ? { mutationCaps: options.mutationCaps } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.optimum ? { optimum: options.optimum } : {}),
  });
  const health = healthReport(options.build ?? buildId(), services.mutationCaps);
  const windowMs = options.limits?.windowMs ?? 15 * 60 * 1000;
  // Tries per account at a login, and per address at a personal code: one allowance for guessing a secret.
  const loginPerWindow = options.limits?.loginPerWindow ?? 20;
  const limitStore = () => storeOver(store.counters);
  const pushBudget = createPushBudget(store.counters, options.limits?.pushPerMinute ?? PUSH_PER_MINUTE);
  const streamSlots = createStreamSlots(options.limits?.streamsPerToken, options.limits?.streamsPerAddress);
  const app = new Hono<AppEnv>();
  const policies = workedOutSecurityHeaders({
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    permissionsPolicy: PERMISSIONS_POLICY,
  });

  app.onError(handleError);
  // A line for each request: always in the JSON log, in the text log with LOG_LEVEL=debug, so a training laptop's
  // console stays readable. The id is answered too, so an operator can find the line a user's report is about. When no
  // line is written, no request pays for one.
  if (LOG_REQUESTS)
    app.use('*', async (c, next) => {
      const started = performance.now();
      const requestId = randomUUID();
      c.header('X-Request-Id', requestId);
      await next();
      logRequest({ method: c.req.method, route: routePath(c), status: c.res.status, ms: performance.now() - started, requestId });
    });
  app.use('*', async (c, next) => {
    c.set('services', services);
    c.set('pushBudget', pushBudget);
    c.set('streamSlots', streamSlots);
    c.set('trustProxy', options.trustProxy ?? 0);
    await next();
  });
  app.use('*', securityHeaders(policies));
  const limitBody = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => c.json({ success: false, message: 'Request body is too large' }, 413) });
  // Only requests that carry a body pay for the check; reading the raw request is costly on hot GETs.
  app.use('/api/*', (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)));
  app.use('/review/*', limitBody);
  app.use('/api/*', authenticate);
  app.use('/review/*', authenticate);

  app.get('/api/health', async (c) => {
    await store.ping();
    return ok(c, health);
  });
  app.route(
    '/api/user',
    userRoutes({
      windowMs,
      loginPerWindow,
      adminLoginPerAddress: options.limits?.adminLoginPerAddress ?? 100,
      joinPerWindow: options.limits?.joinPerWindow ?? JOIN_PER_ADDRESS,
      store: limitStore,
    }),
  );
  app.route('/api/session', sessionRoutes);
  app.route('/api/team', teamRoutes);
  app.route('/api/campaign', campaignRoutes);
  app.route('/api/sync', syncRoutes);
  app.route(
    '/api/progress',
    progressRoutes({
      codes: createProgressCodes(store.counters),
      codeTriesPerWindow: loginPerWindow,
      windowMs,
      store: limitStore(),
    }),
  );
  app.route('/api/join', joinRoutes(options.publicUrl ?? null, options.networkInterfaces));
  app.route('/api/super', superRoutes);
  app.route('/api/contact', contactRoutes(windowMs, options.limits?.contactPerWindow ?? 30, limitStore));
  // Not under /api: the spec calls it on a reviews backend at /review/reviewsResponse.
  app.route('/review', reviewRoutes(options.reviewProvider ?? null, windowMs, options.limits?.reviewPerWindow ?? 120, limitStore));

  app.all('/api/*', () => {
    throw new ApiError(404, 'No such API endpoint');
  });
  if (options.pwaDist) app.get('*', staticHandler(options.pwaDist));
  app.notFound((c) => c.json({ success: false, message: 'Not found' }, 404));

  // The plain getResult, answered on Node's request before the app (result-read.ts); `serve` takes it with withHotRead.
  return { app, services, hotRead: resultHotRead(services, policies) };
}

/** What `GET /api/health` reports besides "ok": this release's build, and the sync protocol and mutation versions it reads. */
function healthReport(build: string, caps: Partial<Record<MutationName, number>>) {
  const mutations = mutationVersions();
  for (const [name, cap] of Object.entries(caps) as [MutationName, number][])
    mutations[name] = { oldest: Math.min(mutations[name].oldest, cap), newest: Math.min(mutations[name].newest, cap) };
  return { status: 'ok' as const, build, protocol: { oldest: OLDEST_SYNC_PROTOCOL, newest: SYNC_PROTOCOL }, mutations };
}
