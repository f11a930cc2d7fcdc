import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { RemoteFirstScreen } from '../page/first-screen';
import { RenderedState } from '../state/hooks';

/**
 * A remote's part of a first screen as the host's server module renders it in the remote's
 * area (its router at the part's address, the state the part was drawn from): for the remotes'
 * server tests.
 */
export function renderedPart({ page, url, state, data }: RemoteFirstScreen): {
  html: string;
  data: unknown;
} {
  const html = renderToString(
    <StaticRouter location={url}>
      <RenderedState value={state ?? null}>{page}</RenderedState>
    </StaticRouter>,
  );
  return { html, data };
}
