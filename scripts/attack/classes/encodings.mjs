// Encodings: bodies the door cannot read one way only. Each must be refused (400, 415) before
// any limit or upstream call, so that no reader downstream sees another e-mail than the limits.
import zlib from 'node:zlib';
import { ask } from '../ask.mjs';
import { probe, statusIn } from '../probe.mjs';
import { CAPTCHA } from '../members.mjs';

const signIn = { email: 'door@example.com', password: 'guess', captcha: CAPTCHA };
const json = JSON.stringify(signIn);
const utf16le = (text) => Buffer.from(text, 'utf16le');

/** The door's refusals: 415 for what it will not read, 400 for what cannot be read one way. */
const DOOR = [400, 415];

/** [name, content-type (or several), body bytes, the statuses that refuse it] */
const BODIES = [
  [
    'UTF-32LE with its byte-order mark',
    'application/json; charset=utf-32',
    Buffer.concat([
      Buffer.from([0xff, 0xfe, 0, 0]),
      ...[...json].map((c) => Buffer.from([c.charCodeAt(0), 0, 0, 0])),
    ]),
    DOOR,
  ],
  ['charset=utf-7', 'application/json; charset=utf-7', Buffer.from(json), DOOR],
  ['charset=iso-8859-1', 'application/json; charset=iso-8859-1', Buffer.from(json), DOOR],
  ['UTF-16 without a byte-order mark', 'application/json; charset=utf-16', utf16le(json), DOOR],
  [
    'two charset parameters',
    'application/json; charset=utf-8; charset=utf-16le',
    Buffer.from(json),
    DOOR,
  ],
  ['text/plain', 'text/plain', Buffer.from(json), DOOR],
  [
    'form encoding',
    'application/x-www-form-urlencoded',
    Buffer.from('email=door%40example.com&password=x'),
    DOOR,
  ],
  [
    'overlong UTF-8 (C0 AE)',
    'application/json',
    Buffer.concat([
      Buffer.from('{"email":"door'),
      Buffer.from([0xc0, 0xae]),
      Buffer.from('@example.com","password":"x"}'),
    ]),
    DOOR,
  ],
  [
    'an odd byte in UTF-16LE',
    'application/json; charset=utf-16le',
    Buffer.concat([utf16le(json), Buffer.from([0x20])]),
    DOOR,
  ],
  [
    'a key named twice',
    'application/json',
    Buffer.from('{"email":"door@example.com","email":"owner@example.com","password":"x"}'),
    DOOR,
  ],
  [
    'a key named twice, once escaped',
    'application/json',
    Buffer.from('{"email":"door@example.com","\\u0065mail":"owner@example.com","password":"x"}'),
    DOOR,
  ],
  [
    '__proto__',
    'application/json',
    Buffer.from(
      '{"email":"door@example.com","password":"x","__proto__":{"email":"owner@example.com"}}',
    ),
    DOOR,
  ],
  [
    'constructor',
    'application/json',
    Buffer.from('{"email":"door@example.com","password":"x","constructor":{"prototype":{}}}'),
    DOOR,
  ],
  [
    'a control character in a string',
    'application/json',
    Buffer.from('{"email":"door\\u0000@example.com","password":"x"}'),
    DOOR,
  ],
  [
    'a lone surrogate',
    'application/json',
    Buffer.from('{"email":"door\\ud800@example.com","password":"x"}'),
    DOOR,
  ],
  [
    'an integer beyond 2^53',
    'application/json',
    Buffer.from('{"email":"door@example.com","password":"x","n":9007199254740993}'),
    DOOR,
  ],
  [
    'nesting 65 deep',
    'application/json',
    Buffer.from(
      `{"email":"door@example.com","password":"x","n":${'['.repeat(65)}${']'.repeat(65)}}`,
    ),
    DOOR,
  ],
  ['a top-level string', 'application/json', Buffer.from('"door@example.com"'), DOOR],
  [
    'two content-type headers',
    ['application/json', 'application/json; charset=utf-16le'],
    Buffer.from(json),
    DOOR,
  ],
  [
    'an unknown content-encoding',
    'application/json',
    Buffer.from(json),
    DOOR,
    { 'content-encoding': 'x-attack' },
  ],
  [
    'gzip that is not gzip',
    'application/json',
    Buffer.from(json),
    DOOR,
    { 'content-encoding': 'gzip' },
  ],
  [
    'a body on a GET',
    'application/json',
    Buffer.from(json),
    [400, 404, 405],
    {},
    'GET',
    '/api/jobsearch?action=search',
  ],
];

export default {
  name: 'encodings',
  probes: [
    ...BODIES.map(
      ([
        name,
        type,
        body,
        refusing,
        headers = {},
        method = 'POST',
        path = '/api/v1/members/signin',
      ]) =>
        probe(
          name,
          (site) =>
            ask(site.url, { method, path, headers: { 'content-type': type, ...headers }, body }),
          statusIn(...refusing),
        ),
    ),
    probe(
      '/api/submit: a key named twice',
      (site) =>
        ask(site.url, {
          method: 'POST',
          path: '/api/submit',
          headers: { 'content-type': 'application/json' },
          body: `{"form":"contact","captcha":"${CAPTCHA}","replyto":"a@example.com","replyto":"b@example.com"}`,
        }),
      statusIn(400),
    ),
    probe(
      '/api/braze: __proto__ in a user call',
      (site) =>
        ask(site.url, {
          method: 'POST',
          path: '/api/braze/users/track',
          headers: {
            'content-type': 'application/json',
            client_sub: 'mealtime',
            'x-device-id': 'attack-device',
          },
          body: '{"attributes":[{"user_alias":{"alias_label":"device","alias_name":"attack-device"},"__proto__":{"external_id":"1"}}]}',
        }),
      statusIn(400),
    ),
    probe(
      'a gzip bomb (1 MB of zeros, 1 KB on the wire)',
      (site) =>
        ask(site.url, {
          method: 'POST',
          path: '/api/v1/members/signin',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          body: zlib.gzipSync(Buffer.alloc(1024 * 1024, 0x20)),
        }),
      statusIn(413),
    ),
  ],
};
