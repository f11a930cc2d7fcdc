import type { RemoteName } from '@qsr/shared-contracts/core';
import { canaryShare } from '../canary/canary-pin';
import { mayAct, type ManagerRole } from '../managers';
import type { PinsKey } from '../pin-store';
import { formatPinSet } from '../pin-sets';
import { html, type Markup } from './html';
import type { PinsView, RemoteView, VersionFigures } from './console-view';

/** What every page of the console shares: its head, its styles and script, its header. */
export function consolePage(
  title: string,
  body: Markup,
  signedIn?: { name: string; role: ManagerRole; csrf: string },
): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <link rel="stylesheet" href="/release/assets/uPlot.min.css" />
        <link rel="stylesheet" href="/release/assets/console.css" />
        <script src="/release/assets/uPlot.iife.min.js" defer></script>
        <script src="/release/assets/console.js" defer></script>
      </head>
      <body>
        <header class="bar">
          <strong>Release console</strong>
          ${
            signedIn
              ? html`<span>Signed in as <b>${signedIn.name}</b> (${signedIn.role})</span>
                  <form method="post" action="/release/sign-out">
                    <input type="hidden" name="_csrf" value="${signedIn.csrf}" />
                    <button type="submit">Sign out</button>
                  </form>`
              : null
          }
        </header>
        <main>${body}</main>
      </body>
    </html> `.text;
}

export function signInPage(csrf: string, problem?: string): string {
  return consolePage(
    'Sign in · Release console',
    html`<h1>Sign in</h1>
      ${problem ? html`<p class="problem" role="alert">${problem}</p>` : null}
      <form method="post" action="/release/sign-in" class="sign-in">
        <input type="hidden" name="_csrf" value="${csrf}" />
        <label>Release manager <input name="name" autocomplete="username" required /></label>
        <label
          >Password <input name="password" type="password" autocomplete="current-password" required
        /></label>
        <button type="submit">Sign in</button>
      </form>`,
  );
}

const channelName = (key: PinsKey) => (key.channel === 'catering' ? 'catering' : 'default');
export const sectionId = (key: PinsKey) => `pins-${key.environment}-${channelName(key)}`;

const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

/** The hidden fields every action of a section carries. */
function target(key: PinsKey, csrf: string, remote?: RemoteName): Markup {
  return html`<input type="hidden" name="_csrf" value="${csrf}" />
    <input type="hidden" name="env" value="${key.environment}" />
    <input type="hidden" name="channel" value="${key.channel}" />
    ${remote ? html`<input type="hidden" name="remote" value="${remote}" />` : null}`;
}

function versionSelect(remote: RemoteView, label: string): Markup {
  return html`<label
    >${label}
    <select name="version" required>
      ${remote.released
        .slice()
        .reverse()
        .map((version) => html`<option>${version}</option>`)}
    </select></label
  >`;
}

function canaryActions(key: PinsKey, csrf: string, remote: RemoteView): Markup {
  const canary = remote.canary!;
  const act = (action: string, label: string) =>
    html`<button type="submit" name="action" value="${action}">${label}</button>`;
  return html`<form method="post" action="/release/act" class="actions">
    ${target(key, csrf, remote.remote)} ${act('advance', 'Advance')}
    ${canary.paused ? act('resume', 'Resume') : act('pause', 'Pause')}
    <label>Why <input name="reason" maxlength="200" /></label> ${act('abort', 'Abort')}
  </form>`;
}

function idleActions(key: PinsKey, csrf: string, remote: RemoteView): Markup {
  if (remote.released.length === 0) return html`<span class="quiet">No released version</span>`;
  return html`<form method="post" action="/release/act" class="actions">
      ${target(key, csrf, remote.remote)} ${versionSelect(remote, 'Version')}
      <label>Stages <input name="stages" value="5,25,50,100" size="10" /></label>
      <label><input type="checkbox" name="auto" value="on" checked /> judged</label>
      <button type="submit" name="action" value="start">Start canary</button>
      <button type="submit" name="action" value="pin">Pin</button>
    </form>
    ${
      remote.pin
        ? html`<form method="post" action="/release/act" class="actions">
            ${target(key, csrf, remote.remote)}
            <button type="submit" name="action" value="rollback">Roll back</button>
          </form>`
        : null
    }`;
}

function figureOf(remote: RemoteView, role: VersionFigures['role']) {
  return remote.figures.find((figures) => figures.role === role);
}

function remoteRow(view: PinsView, remote: RemoteView, role: ManagerRole, csrf: string): Markup {
  const { canary } = remote;
  const stable = figureOf(remote, 'stable');
  const onCanary = figureOf(remote, 'canary');
  // Each version's figure on its own line, named: stable, then the canary in italics.
  const both = (pick: (figures: VersionFigures) => string) =>
    stable || onCanary
      ? html`${stable ? `stable ${pick(stable)}` : null}${
          onCanary ? html`<br /><i>canary ${pick(onCanary)}</i>` : null
        }`
      : '–';
  const mayRelease = mayAct(role, 'releaser');
  return html`<tr id="${sectionId(view.key)}-${remote.remote}">
    <th scope="row">${remote.remote}</th>
    <td>
      ${remote.stable ?? '–'}${remote.pin ? null : html` <span class="quiet">(not pinned)</span>`}
    </td>
    <td>${canary ? canary.version : '–'}</td>
    <td>
      ${
        canary
          ? html`${canaryShare(canary)} % of ${canary.stages.join(' → ')}
            ${canary.paused ? '(paused)' : canary.advance === 'auto' ? '(judged)' : '(by hand)'}`
          : '–'
      }
    </td>
    <td>${both((figures) => `${figures.sessions} sessions`)}</td>
    <td>${both((figures) => percent(figures.errorRate))}</td>
    <td>${both((figures) => ms(figures.lcpP75))}</td>
    <td>${both((figures) => ms(figures.inpP75))}</td>
    <td>
      ${
        mayRelease
          ? canary
            ? canaryActions(view.key, csrf, remote)
            : idleActions(view.key, csrf, remote)
          : null
      }
    </td>
  </tr>`;
}

function chartsOf(view: PinsView): Markup {
  const charted = view.remotes.filter((remote) => view.served && remote.lastCanary);
  return html`${charted.map((remote) => {
    const query = new URLSearchParams({
      env: view.key.environment,
      channel: view.key.channel,
      remote: remote.remote,
    });
    return html`<figure class="chart" data-series="/release/series.json?${query.toString()}">
      <figcaption>
        ${remote.remote}: ${remote.stable ?? '–'} (stable) against ${remote.lastCanary!.version}
        (canary since ${remote.lastCanary!.since}), minute by minute
      </figcaption>
    </figure>`;
  })}`;
}

function freezeBar(view: PinsView, role: ManagerRole, csrf: string): Markup {
  const { frozen } = view;
  const admin = mayAct(role, 'admin');
  return html`<div class="freeze">
    ${
      frozen
        ? html`<p class="frozen" role="note">
            Frozen since ${frozen.at} by ${frozen.by}${frozen.reason ? `: ${frozen.reason}` : ''}.
            Only an admin changes its pins.
          </p>`
        : null
    }
    ${
      admin
        ? html`<form method="post" action="/release/act" class="actions">
            ${target(view.key, csrf)}
            ${
              frozen
                ? html`<button type="submit" name="action" value="unfreeze">
                    Unfreeze ${view.key.environment}
                  </button>`
                : html`<label>Why <input name="reason" maxlength="200" /></label>
                    <button type="submit" name="action" value="freeze">
                      Freeze ${view.key.environment}
                    </button>`
            }
          </form>`
        : null
    }
  </div>`;
}

/** A pin set of the history, previewed against what is live, then restored (a releaser). */
function pinSetForm(view: PinsView, role: ManagerRole, csrf: string): Markup {
  if (view.pinSets.length === 0 || !mayAct(role, 'releaser')) return html``;
  return html`<form method="post" action="/release/act" class="actions pin-sets">
    ${target(view.key, csrf)}
    <label
      >Pin set
      <select name="to">
        ${view.pinSets
          .slice()
          .reverse()
          .map(
            (set) =>
              html`<option value="${set.id}">
                #${set.id} · ${set.at} · ${set.by}: ${formatPinSet(set.pins)}
              </option>`,
          )}
      </select></label
    >
    <label
      >or the last set at
      <input name="at" placeholder="2026-11-27T18:00:00Z" size="22" maxlength="40"
    /></label>
    <button type="submit" name="action" value="preview">Preview against live</button>
    ${
      mayAct(role, 'releaser')
        ? html`<button type="submit" name="action" value="restore">Restore this set</button>`
        : null
    }
  </form>`;
}

function auditOf(view: PinsView): Markup {
  return html`<table class="audit">
    <caption>
      Audit: every change, newest first
    </caption>
    <thead>
      <tr>
        <th>#</th>
        <th>At</th>
        <th>By</th>
        <th>Action</th>
        <th>Remote</th>
        <th>Version</th>
        <th>Was</th>
        <th>Share</th>
        <th>Why</th>
      </tr>
    </thead>
    <tbody>
      ${view.audit.map(
        (change) =>
          html`<tr>
            <td>${change.id}</td>
            <td>${change.at}</td>
            <td>${change.by}</td>
            <td>${change.action}</td>
            <td>${change.remote ?? '–'}</td>
            <td>${change.version ?? '–'}</td>
            <td>${change.previous ?? '–'}</td>
            <td>${change.share === undefined ? '' : `${change.share} %`}</td>
            <td>${change.reason ?? ''}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

function section(view: PinsView, role: ManagerRole, csrf: string): Markup {
  const title = `${view.key.environment} · ${channelName(view.key)} channel`;
  return html`<section id="${sectionId(view.key)}" aria-label="${title}">
    <h2>${title}${view.served ? html` <span class="quiet">(served here)</span>` : null}</h2>
    ${view.error ? html`<p class="problem" role="alert">${view.error}</p>` : null}
    ${freezeBar(view, role, csrf)}
    <table class="remotes">
      <thead>
        <tr>
          <th>Remote</th>
          <th>Stable</th>
          <th>Canary</th>
          <th>Stage</th>
          <th>Cohorts</th>
          <th>Error rate</th>
          <th>p75 LCP</th>
          <th>p75 INP</th>
          <th>Actions</th>
        </tr>
      </thead>
      <tbody>
        ${view.remotes.map((remote) => remoteRow(view, remote, role, csrf))}
      </tbody>
    </table>
    ${chartsOf(view)} ${pinSetForm(view, role, csrf)} ${auditOf(view)}
  </section>`;
}

/** The console: every environment × channel, with what the signed-in manager may do there. */
export function overviewPage(
  views: PinsView[],
  signedIn: { name: string; role: ManagerRole; csrf: string },
  flash?: { ok: boolean; lines: string[] },
): string {
  return consolePage(
    'Release console',
    html`${
        flash
          ? html`<div
              class="${flash.ok ? 'done' : 'problem'}"
              role="${flash.ok ? 'status' : 'alert'}"
            >
              ${flash.lines.map((line) => html`<p>${line}</p>`)}
            </div>`
          : null
      }
      <nav>
        ${views.map(
          (view) =>
            html`<a href="#${sectionId(view.key)}"
              >${view.key.environment} · ${channelName(view.key)}</a
            >`,
        )}
      </nav>
      ${views.map((view) => section(view, signedIn.role, signedIn.csrf))}`,
    signedIn,
  );
}
