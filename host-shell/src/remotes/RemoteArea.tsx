import {
  Component,
  Suspense,
  memo,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  useHydrating,
  type PageNotFoundError,
  type RemoteExposes,
  type RemoteName,
} from '@qsr/shared-contracts';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { errorStatus } from '../not-found/error-status';
import { handleChunkError } from '../errors/chunk-reload';
import { ContractMismatchError } from './remote-failure';
import {
  forgetRemote,
  loadRemoteModule,
  loadedRemoteModule,
  type ExposedModule,
} from './remote-loader';
import { buttonClass } from '@qsr/shared-ui';
import { reportRemoteError } from '../telemetry/reporter';

function RemoteFallback({
  remote,
  error,
  onRetry,
}: {
  remote: RemoteName;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const outdated = error instanceof ContractMismatchError;
  return (
    <div className="host-remote-fallback" role="alert" data-remote-fallback={remote}>
      <p>{t(outdated ? 'remoteOutdated' : 'remoteUnavailable')}</p>
      {!outdated && (
        <button type="button" className={buttonClass()} onClick={onRetry}>
          {t('tryAgain')}
        </button>
      )}
    </div>
  );
}

function PageError({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <section className="host-page-error" role="alert" data-status={status}>
      <h1>{t('errorHeading')}</h1>
      <p>{t('errorText')}</p>
    </section>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  /** Whether the module has loaded (else what was caught is the failure to load it). */
  loaded: () => boolean;
  onRetry: () => void;
  /** The area shows what it has to: the part, or what went wrong. */
  onSettled: () => void;
  children: ReactNode;
}

/**
 * The second and third failure layers: a remote that cannot load, or a render error inside it,
 * stays inside its area.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    const { remote, loaded, onSettled } = this.props;
    onSettled();
    console.error(`[${remote}]`, error);
    // A page's "not found" or "forbidden" is its answer, not its failure; a module that did
    // not load is the loader's to report.
    if (errorStatus(error) === 500 && loaded()) reportRemoteError('render-error', remote);
    handleChunkError(error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const status = errorStatus(error);
    if (status === 404) {
      const { pageName } = error as Partial<PageNotFoundError>;
      return <NotFoundPage pageName={typeof pageName === 'string' ? pageName : undefined} />;
    }
    if (status !== 500) return <PageError status={status} />;
    return (
      <RemoteFallback
        remote={this.props.remote}
        error={error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** A remote's part of the server's first screen, as the area is given it. */
interface DrawnPart {
  /** On the server, the remote's page (in the browser the area hydrates it with its own). */
  page?: ReactNode;
}

interface RemoteAreaProps<R extends RemoteName, M extends ExposedModule<R>> {
  remote: R;
  module: M;
  render: (module: RemoteExposes[R][M]) => ReactNode;
  /** What shows while the remote loads; a widget loads silently. */
  loading?: ReactNode;
  /** A new value clears a render error, for example the next page of the same remote. */
  resetKey?: string;
  /** A small area (a toggle in a bar): its fallback fits on one line. */
  compact?: boolean;
  /** The server drew the remote's part of the page's first screen: it is hydrated, not redrawn. */
  drawn?: DrawnPart | null;
}

/**
 * The module for `use`: the one this page has loaded already as a settled thenable, which
 * renders in this very render; else the loader's promise (one per load, so React waits on it).
 */
function moduleFor<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): PromiseLike<RemoteExposes[R][M]> {
  const loaded = loadedRemoteModule(remote, module);
  if (loaded === undefined) return loadRemoteModule(remote, module);
  return Object.assign(Promise.resolve(loaded), { status: 'fulfilled', value: loaded });
}

interface PartProps {
  remote: RemoteName;
  module: string;
  /** The module, as loaded for this attempt: React waits on the one promise, and takes its end. */
  load: () => PromiseLike<unknown>;
  render: (module: never) => ReactNode;
  loading: ReactNode;
  drawn: DrawnPart | null;
  /** Starts again from a fresh load, and clears a render error. */
  boundaryKey: string;
  loaded: () => boolean;
  onRetry: () => void;
  onSettled: () => void;
}

/**
 * The remote's part: on the server the page it drew; in the browser its module's render, which
 * suspends until the module has loaded (and hydrates the server's part then).
 */
function RemotePart({ load, render, drawn, onSettled }: PartProps) {
  useEffect(onSettled, [onSettled]);
  return drawn?.page ?? render(use(load()) as never);
}

/**
 * The part inside its failure layers and its Suspense boundary. It renders again only for
 * another remote, module or key: a part the server drew must get no update before it has
 * hydrated (React would draw it anew), and `render`, `loading` and `drawn` follow from those.
 */
const RemoteBoundary = memo(
  function RemoteBoundary(props: PartProps) {
    const { remote, loading, boundaryKey, loaded, onRetry, onSettled } = props;
    return (
      <RemoteErrorBoundary
        key={boundaryKey}
        remote={remote}
        loaded={loaded}
        onRetry={onRetry}
        onSettled={onSettled}
      >
        <Suspense fallback={loading}>
          <RemotePart {...props} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  },
  (before, after) =>
    before.remote === after.remote &&
    before.module === after.module &&
    before.boundaryKey === after.boundaryKey &&
    (before.drawn === null) === (after.drawn === null),
);

/**
 * Loads one exposed module of a remote at run time and keeps its failures inside this area.
 * Where the server drew the remote's part, React hydrates it once the module has loaded
 * (selective hydration of the area's Suspense boundary); until then it is inert.
 */
export function RemoteArea<R extends RemoteName, M extends ExposedModule<R>>({
  remote,
  module,
  render,
  loading = null,
  resetKey = '',
  compact = false,
  drawn = null,
}: RemoteAreaProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  // One load an attempt: a failed load is forgotten by the loader, and asked again only by a
  // retry (asked again in a render, a remote that cannot load would be asked for forever).
  const [loads] = useState(() => new Map<string, PromiseLike<RemoteExposes[R][M]>>());
  const load = useCallback(() => {
    const key = `${remote}/${module}/${attempt}`;
    let pending = loads.get(key);
    if (!pending) {
      pending = moduleFor(remote, module);
      loads.set(key, pending);
    }
    return pending;
  }, [loads, remote, module, attempt]);
  // The part (or what went wrong) is shown: the area is no longer busy, nor inert.
  const [settled, setSettled] = useState(false);
  const onSettled = useCallback(() => setSettled(true), []);
  const loaded = useCallback(
    () => loadedRemoteModule(remote, module) !== undefined,
    [remote, module],
  );
  // A retry shows the loading state at once: the module that failed is never rendered again,
  // only the one loaded afresh.
  const retry = useCallback(() => {
    forgetRemote(remote);
    setSettled(false);
    setAttempt((n) => n + 1);
  }, [remote]);

  // Where the server drew the loading state (a widget), the hydration draws it too: the end of
  // the hydration re-renders every reader of the state at once (a store's update cannot wait),
  // and the remote's part comes in the deferred render after it, which yields as it goes.
  const hydrating = useDeferredValue(useHydrating());
  return (
    <div
      className={`host-remote-area${compact ? ' is-compact' : ''}`}
      data-remote-area={remote}
      data-remote-module={module}
      aria-busy={!settled}
      // The server's part does nothing until hydrated: a tap would reach a dead button.
      inert={drawn !== null && !settled}
    >
      {hydrating && !drawn ? (
        loading
      ) : (
        <RemoteBoundary
          remote={remote}
          module={module}
          load={load}
          render={render as PartProps['render']}
          loading={loading}
          drawn={drawn}
          boundaryKey={`${attempt}:${resetKey}`}
          loaded={loaded}
          onRetry={retry}
          onSettled={onSettled}
        />
      )}
    </div>
  );
}
