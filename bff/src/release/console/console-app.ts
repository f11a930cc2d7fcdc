import path from 'node:path';
import { csrfSync } from 'csrf-sync';
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { isRemoteName } from '@qsr/shared-contracts/core';
import type { Logger } from '../../logging/logger';
import type { RemoteBuildSource } from '../../remotes-config/remote-builds';
import { clientKey, type AttemptLimits, type LimitPolicy } from '../../security/attempt-limits';
import type { Telemetry } from '../../telemetry/telemetry';
import { isReleaseChannel } from '../layout';
import { findManager, managerByPassword, roleOf, type ManagerRole } from '../managers';
import { runConsoleAction, type ActionFields } from './console-actions';
import type { ConsoleStore } from './console-context';
import { overviewPage, sectionId, signInPage } from './console-page';
import { chartedVersions, consoleView, remoteViewOf } from './console-view';
import { remoteSeries } from './series';

declare module 'express-session' {
  interface SessionData {
    /** The release manager signed in. */
    manager?: string;
    /** What the last action said, shown once on the next page. */
    flash?: { ok: boolean; lines: string[] };
  }
}

export interface ReleaseConsoleOptions {
  store: ConsoleStore;
  remoteBuilds: Pick<RemoteBuildSource, 'resolve'>;
  telemetry: Pick<Telemetry, 'counts' | 'store' | 'now'>;
  /** The environment this BFF serves: the one whose telemetry it holds. */
  environment: string;
  /** Sign-in attempts, counted per address and per name as the site's own sign-in is. */
  limits: AttemptLimits;
  signInPolicy?: LimitPolicy;
  /** Where sessions live: Redis where replicas share it, else this process. */
  sessionStore?: session.Store;
  /** Signs the session cookie. */
  secret: string;
  /** Secure cookies: off only where the console is reached over plain HTTP on a loopback. */
  secureCookies: boolean;
  logger: Logger;
  now?: () => Date;
}

/** Five tries a quarter-hour per address and per name: a release manager types slowly. */
export const DEFAULT_SIGN_IN_POLICY: LimitPolicy = {
  name: 'release-console-sign-in',
  perClient: { points: 10, windowMs: 15 * 60_000 },
  perAccount: { points: 5, windowMs: 15 * 60_000 },
};

/** A console session ends after this long without a request. */
const IDLE_MS = 30 * 60_000;
const SESSION_COOKIE = 'qsr_release_console';

const ASSETS: Record<string, { file: string; type: string }> = {
  'uPlot.iife.min.js': {
    file: require.resolve('uplot/dist/uPlot.iife.min.js'),
    type: 'text/javascript',
  },
  'uPlot.min.css': { file: require.resolve('uplot/dist/uPlot.min.css'), type: 'text/css' },
  'console.js': { file: path.join(__dirname, 'assets', 'console.js'), type: 'text/javascript' },
  'console.css': { file: path.join(__dirname, 'assets', 'console.css'), type: 'text/css' },
};

/** Only strings: a field sent twice (an array) or as an object is not a form's. */
function fieldsOf(body: unknown): ActionFields | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const fields: ActionFields = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') return undefined;
    fields[name] = value;
  }
  return fields;
}

/** What the console's routes share. */
interface ConsoleParts {
  options: ReleaseConsoleOptions;
  now: () => Date;
  csrfProtection: RequestHandler;
  generateToken(req: Request, overwrite?: boolean): string;
  /** The signed-in manager, still listed; else to the sign-in page (a page) or 401 (data). */
  signedIn: RequestHandler;
}

/** The headers of every answer: nothing framed, nothing from elsewhere, no referrer. */
function securityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

function serveAssets(app: express.Express): void {
  app.get('/release/assets/:file', (req, res) => {
    const asset = Object.hasOwn(ASSETS, req.params.file) ? ASSETS[req.params.file] : undefined;
    if (!asset) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set('cache-control', 'private, max-age=300').type(asset.type).sendFile(asset.file);
  });
}

/** Sessions (express-session), form bodies, and the form token of each (csrf-sync). */
function sessionParts(
  app: express.Express,
  options: ReleaseConsoleOptions,
): Omit<ConsoleParts, 'options' | 'now'> {
  app.use(
    // express-session and csrf-sync are typed against the Express 4 types hoisted at the root;
    // the middleware itself is the same for Express 5.
    (session as unknown as (options: session.SessionOptions) => RequestHandler)({
      name: SESSION_COOKIE,
      secret: options.secret,
      store: options.sessionStore,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: 'strict',
        secure: options.secureCookies,
        path: '/release',
        maxAge: IDLE_MS,
      },
    }),
  );
  app.use('/release', (_req, res, next) => {
    res.set('cache-control', 'no-store');
    next();
  });
  app.use(express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 20 }));
  const csrf = csrfSync({
    getTokenFromRequest: (req) => {
      const token = (req.body as Record<string, unknown> | undefined)?._csrf;
      return typeof token === 'string' ? token : undefined;
    },
    errorConfig: {
      statusCode: 403,
      message: 'This form is stale or not ours: open the console again.',
    },
  });
  const signedIn: RequestHandler = async (req, res, next) => {
    // No session where the cookie's path does not cover the request: nobody is signed in there.
    const name = (req.session as Partial<typeof req.session> | undefined)?.manager;
    const manager = name ? await findManager(options.store.releaseRoot, name) : undefined;
    if (manager) {
      res.locals.manager = { name: manager.name, role: roleOf(manager) };
      next();
      return;
    }
    if (name) req.session.manager = undefined;
    if (req.method === 'GET' && !req.path.endsWith('.json')) res.redirect(303, '/release/sign-in');
    else res.status(401).type('text/plain').send('Sign in to the release console first.');
  };
  return {
    csrfProtection: csrf.csrfSynchronisedProtection as unknown as RequestHandler,
    generateToken: (req, overwrite) => csrf.generateToken(req as never, overwrite),
    signedIn,
  };
}

function mountSignIn(app: express.Express, parts: ConsoleParts): void {
  const { options, csrfProtection, generateToken } = parts;
  const { store, logger, limits } = options;
  const policy = options.signInPolicy ?? DEFAULT_SIGN_IN_POLICY;
  const signInForm = (req: Request, res: Response, status = 200, problem?: string) => {
    res
      .status(status)
      .type('html')
      .send(signInPage(generateToken(req, true), problem));
  };
  app.get('/release/sign-in', (req, res) => signInForm(req, res));
  app.post('/release/sign-in', csrfProtection, async (req, res) => {
    const fields = fieldsOf(req.body) ?? {};
    const name = (fields.name ?? '').trim();
    const verdict = await limits.attempt(policy, clientKey(req), name || undefined);
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.resetMs / 60_000));
      res.set('retry-after', String(Math.ceil(verdict.resetMs / 1000)));
      signInForm(req, res, 429, `Too many attempts: try again in ${minutes} min.`);
      return;
    }
    const manager = name
      ? await managerByPassword(store.releaseRoot, name, fields.password ?? '')
      : undefined;
    if (!manager) {
      logger.warn({ client: clientKey(req) }, 'release console: sign-in refused');
      signInForm(req, res, 401, 'That name and password do not sign in a release manager.');
      return;
    }
    await limits.succeeded(policy, name);
    // A new session id at sign-in: one planted before it (fixation) signs nobody in.
    req.session.regenerate((error) => {
      if (error) {
        res.status(503).type('text/plain').send('Sessions cannot be kept now: try again.');
        return;
      }
      req.session.manager = manager.name;
      logger.info({ manager: manager.name }, 'release console: signed in');
      res.redirect(303, '/release');
    });
  });
  app.post('/release/sign-out', csrfProtection, (req, res) => {
    req.session.destroy(() => {
      res.clearCookie(SESSION_COOKIE, { path: '/release' });
      res.redirect(303, '/release/sign-in');
    });
  });
}

function mountOverview(app: express.Express, parts: ConsoleParts): void {
  const { options, signedIn, generateToken } = parts;
  app.get('/release', signedIn, async (req, res) => {
    const views = await consoleView(options);
    const flash = req.session.flash;
    req.session.flash = undefined;
    const { name, role } = res.locals.manager as { name: string; role: ManagerRole };
    res.type('html').send(overviewPage(views, { name, role, csrf: generateToken(req) }, flash));
  });

  app.get('/release/series.json', signedIn, async (req, res) => {
    const { env, channel, remote } = req.query;
    if (env !== options.environment || !isReleaseChannel(channel) || !isRemoteName(remote)) {
      res.status(400).json({ error: `Charts are kept for ${options.environment} only.` });
      return;
    }
    const key = { environment: env, channel };
    const { file, view } = await remoteViewOf(options, key, remote);
    const since = view.lastCanary?.since;
    if (since === undefined) {
      res.json({ remote, versions: [], events: [] });
      return;
    }
    const events = (file?.history ?? [])
      .filter((change) => change.remote === remote && change.at >= since)
      .map(({ at, action, by, share, reason }) => ({ at, action, by, share, reason }));
    const versions = await remoteSeries(options.telemetry, {
      key,
      remote,
      since,
      versions: chartedVersions(view),
    });
    res.json({ remote, since, versions, events });
  });
}

function mountActions(app: express.Express, parts: ConsoleParts): void {
  const { options, signedIn, csrfProtection, now } = parts;
  app.post('/release/act', signedIn, csrfProtection, async (req, res) => {
    const fields = fieldsOf(req.body);
    const { name } = res.locals.manager as { name: string };
    const outcome = fields
      ? await runConsoleAction(options.store, name, fields, now)
      : { ok: false, lines: ['Each field of the form is sent once, as text.'] };
    options.logger.info(
      { manager: name, action: fields?.action, ok: outcome.ok },
      'release console: action',
    );
    req.session.flash = outcome;
    const anchor =
      fields?.env && isReleaseChannel(fields.channel)
        ? `#${sectionId({ environment: fields.env, channel: fields.channel })}`
        : '';
    res.redirect(303, `/release${/^#[\w-]+$/.test(anchor) ? anchor : ''}`);
  });
}

/** A refusal of the console's own (a stale form: 403) as itself; anything else as a 503. */
function errorAnswer(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) logger.error({ err: error }, 'release console: failed');
    const message =
      status < 500
        ? (error as Error).message
        : 'The console cannot read the release store now; nothing was changed. Try again.';
    res
      .status(status < 500 ? status : 503)
      .type('text/plain')
      .send(message);
  };
}

/**
 * The release console, `/release` on the BFF's admin port (`ADMIN_PORT`): release managers
 * sign in with their password, see every environment × channel × remote (pins, canaries, their
 * figures and charts, the audit) and act through the same commands as `npm run release`.
 */
export function createReleaseConsole(options: ReleaseConsoleOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // `/Release` is not `/release`: the session cookie's path is case-sensitive, so its routes are.
  app.set('case sensitive routing', true);
  app.use(securityHeaders());
  serveAssets(app);
  const parts: ConsoleParts = {
    options,
    now: options.now ?? (() => new Date()),
    ...sessionParts(app, options),
  };
  mountSignIn(app, parts);
  mountOverview(app, parts);
  mountActions(app, parts);
  app.use((_req: Request, res: Response) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorAnswer(options.logger));
  return app;
}
