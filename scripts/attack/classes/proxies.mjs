// Proxies: forwarding headers are believed only from a configured proxy (HAProxy replaces
// them); X-Forwarded-Host never picks the channel, a link or HSTS; answers carry no upstream
// fingerprint, no CORS grant and a Permissions-Policy that denies the rest.
import { ask, bodyJson } from '../ask.mjs';
import { probe } from '../probe.mjs';
import { CATERING_ORIGIN, PUBLIC_ORIGIN } from '../site.mjs';

const cateringHost = new URL(CATERING_ORIGIN).host;
const publicHost = new URL(PUBLIC_ORIGIN).host;

/**
 * What is left of the client's quota after one SSO attempt with a made-up code, claiming
 * `headers`' address: SSO is limited per client only, and says what is left (`RateLimit: r=`).
 */
async function leftAfter(site, headers) {
  const answer = await ask(site.url, {
    method: 'POST',
    path: '/api/v1/members/sso',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ code: `made-up-${Date.now()}` }),
  });
  return Number(/;r=(\d+)/.exec(answer.headers.ratelimit ?? '')?.[1]);
}

/** Refused: the claimed address counted as this client (less left), not as a new one. */
const spoofed = (headers) => async (site) => {
  const before = await leftAfter(site, {});
  return { before, after: await leftAfter(site, headers) };
};
const countedAsOne = (seen) => seen.after < seen.before;

export default {
  name: 'proxies',
  probes: [
    ...[
      ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
      ['a Forwarded header', { forwarded: 'for=198.51.100.7' }],
      ['X-Real-IP', { 'x-real-ip': '198.51.100.8' }],
      ['True-Client-IP', { 'true-client-ip': '198.51.100.9' }],
      ['two X-Forwarded-For headers', { 'x-forwarded-for': ['198.51.100.10', '198.51.100.11'] }],
    ].map(([what, headers]) =>
      probe(
        `${what} claiming another address gets no quota of its own`,
        spoofed(headers),
        countedAsOne,
      ),
    ),
    probe(
      'X-Forwarded-Host naming the catering site picks no channel',
      (site) =>
        ask(site.url, {
          path: '/config/remotes.json',
          headers: { 'x-forwarded-host': cateringHost },
        }),
      (seen) => seen.status === 200 && bodyJson(seen)?.channel !== 'catering',
    ),
    probe(
      'X-Forwarded-Host: localhost turns off no HSTS',
      (site) =>
        ask(site.url, {
          path: '/',
          headers: { host: publicHost, 'x-forwarded-host': 'localhost', accept: 'text/html' },
        }),
      (seen) => Boolean(seen.headers['strict-transport-security']),
    ),
    ...[
      ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example' }],
      ['Host', { host: 'evil.example' }],
    ].map(([what, headers]) =>
      probe(
        `${what}: evil.example writes no link of a page`,
        (site) => ask(site.url, { path: '/menu', headers: { accept: 'text/html', ...headers } }),
        (seen) => seen.status > 0 && !seen.body.includes('evil.example'),
      ),
    ),
    probe(
      'a foreign Origin gets no CORS grant on a member call',
      (site) =>
        ask(site.url, { path: '/api/v1/members/get', headers: { origin: 'https://evil.example' } }),
      (seen) =>
        !seen.headers['access-control-allow-origin'] &&
        !seen.headers['access-control-allow-credentials'],
    ),
    probe(
      'no upstream fingerprint on a proxied answer',
      (site) => ask(site.url, { path: '/api/v1/menus/100101' }),
      (seen) =>
        seen.status === 200 &&
        !seen.headers['x-powered-by'] &&
        !seen.headers.via &&
        !seen.headers.server,
    ),
    ...['/menu', '/api/v1/menus/100101', '/no-such-file.js'].map((target) =>
      probe(
        `Permissions-Policy denies the camera on ${target}`,
        (site) =>
          ask(site.url, {
            path: target,
            headers: { accept: target === '/menu' ? 'text/html' : '*/*' },
          }),
        (seen) => /camera=\(\)/.test(seen.headers['permissions-policy'] ?? ''),
      ),
    ),
  ],
};
