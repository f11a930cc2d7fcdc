import { Suspense, use } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createAppState } from './app-state';
import { FirstScreenState, useHydrating } from './first-screen-state';
import { useAppState } from './hooks';

let root: Root | null = null;
afterEach(() => act(() => root?.unmount()));

async function hydrate(page: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

function Language() {
  return <p>{useAppState().language}</p>;
}

describe('a first screen, rendered by the server and hydrated by the browser', () => {
  it('reads the state the server rendered from while hydrating, the customer’s own after', async () => {
    // The server rendered for a new visitor in English; this browser has chosen Spanish.
    createAppState({ channel: 'default', language: 'en-US' });
    const server = renderToString(
      <FirstScreenState>
        <Language />
      </FirstScreenState>,
    );
    createAppState({ channel: 'default', language: 'es' });
    const seen: string[] = [];
    function Seen() {
      const { language } = useAppState();
      seen.push(`${useHydrating() ? 'hydrating' : 'after'} ${language}`);
      return <p>{language}</p>;
    }
    const page = (
      <FirstScreenState server={{ channel: 'default', language: 'en-US' }}>
        <Seen />
      </FirstScreenState>
    );
    const container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe('hydrating en-US');
    expect(seen.at(-1)).toBe('after es');
    expect(container.textContent).toBe('es');
  });

  it('draws the render after the hydration in a transition: the first screen stays while it waits', async () => {
    // A render that suspends: an urgent one would replace what the server drew with the
    // fallback; a transition keeps the first screen until the next one is ready.
    createAppState({ channel: 'default', language: 'en-US' });
    const never = new Promise<string>(() => {});
    function Page() {
      return <p>{useHydrating() ? 'first screen' : use(never)}</p>;
    }
    const { container, errors } = await hydrate(
      <Suspense fallback={<p>waiting</p>}>
        <FirstScreenState>
          <Page />
        </FirstScreenState>
      </Suspense>,
    );
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('first screen');
  });

  it('is not hydrating outside a first screen: a page the browser renders itself', async () => {
    createAppState({ channel: 'default', language: 'es' });
    function Hydrating() {
      return <p>{String(useHydrating())}</p>;
    }
    const { container } = await hydrate(<Hydrating />);
    expect(container.textContent).toBe('false');
  });
});
