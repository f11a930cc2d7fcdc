import {
  Component,
  startTransition,
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

/** What an area shows; `key` ties a result to the remote and module it was loaded for. */
type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; key: string; module: T }
  | { status: 'failed'; key: string; error: unknown };

/** Calls `render` inside the error boundary, so a throwing page stays in its area. */
function Rendered<T>({ module, render }: { module: T; render: (module: T) => ReactNode }) {
  return <>{render(module)}</>;
}

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
  onRetry: () => void;
  children: ReactNode;
}

/** The third failure layer: a render error inside a remote stays inside its area. */
class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.remote}]`, error);
    // A page's "not found" or "forbidden" is its answer, not its failure.
    if (errorStatus(error) === 500) reportRemoteError('render-error', this.props.remote);
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
}

/** The module as ready to show when this page has loaded it already, else loading. */
function alreadyLoaded<R extends RemoteName, M extends ExposedModule<R>>(
  remote: R,
  module: M,
): LoadState<RemoteExposes[R][M]> {
  const loaded = loadedRemoteModule(remote, module);
  return loaded === undefined
    ? { status: 'loading' }
    : { status: 'ready', key: `${remote}/${module}`, module: loaded };
}

const sameModule = <T,>(shown: LoadState<T>, ready: LoadState<T> & { status: 'ready' }) =>
  shown.status === 'ready' && shown.key === ready.key && shown.module === ready.module;

/** Loads one exposed module of a remote at run time and keeps its failures inside this area. */
export function RemoteArea<R extends RemoteName, M extends ExposedModule<R>>({
  remote,
  module,
  render,
  loading = null,
  resetKey = '',
  compact = false,
}: RemoteAreaProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}/${module}`;
  // A module this page has loaded already renders in this very render, without a loading state.
  const [state, setState] = useState(() => alreadyLoaded(remote, module));

  useEffect(() => {
    let live = true;
    const loadKey = `${remote}/${module}`;
    const ready = alreadyLoaded(remote, module);
    setState((shown) => (ready.status === 'ready' && sameModule(shown, ready) ? shown : ready));
    if (ready.status === 'ready') return;
    loadRemoteModule(remote, module).then(
      (loaded) => {
        // A remote's first render (a whole page) yields to the browser as it goes.
        if (live)
          startTransition(() => setState({ status: 'ready', key: loadKey, module: loaded }));
      },
      (error: unknown) => {
        console.error(`[${remote}]`, error);
        handleChunkError(error);
        if (live) setState({ status: 'failed', key: loadKey, error });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);

  // A retry shows the loading state at once: the module that failed is never rendered again,
  // only the one loaded afresh.
  const retry = useCallback(() => {
    forgetRemote(remote);
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, [remote]);

  // A result loaded for another remote or module is never shown, not even for one frame; nor
  // one while the server's first screen is hydrated, where the server drew the loading state.
  // The end of the hydration re-renders every reader of the state at once (a store's update
  // cannot wait): the remote's page, a whole page, comes in the deferred render after it, which
  // yields to the browser as it goes.
  const hydrating = useDeferredValue(useHydrating());
  const current = !hydrating && state.status !== 'loading' && state.key === key ? state : null;
  return (
    <div
      className={`host-remote-area${compact ? ' is-compact' : ''}`}
      data-remote-area={remote}
      data-remote-module={module}
      aria-busy={!current}
    >
      {!current && loading}
      {current?.status === 'failed' && (
        <RemoteFallback remote={remote} error={current.error} onRetry={retry} />
      )}
      {current?.status === 'ready' && (
        <RemoteErrorBoundary key={`${attempt}:${resetKey}`} remote={remote} onRetry={retry}>
          <Rendered module={current.module} render={render} />
        </RemoteErrorBoundary>
      )}
    </div>
  );
}
