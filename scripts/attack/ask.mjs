// Requests as an attacker writes them: the path goes out exactly as given (fetch would resolve
// `..` and re-encode it), headers may repeat, bodies are bytes.
import http from 'node:http';
import net from 'node:net';

/**
 * One request to `base` (an origin). `headers` values may be arrays (the header sent once per
 * value). Resolves to `{ status, headers, body }` (body as text); a broken connection is status 0.
 */
export function ask(base, { method = 'GET', path = '/', headers = {}, body } = {}) {
  const { hostname, port } = new URL(base);
  // Framed by its length: Node would send a GET's body unframed, which is no request at all.
  const length = body === undefined ? {} : { 'content-length': Buffer.byteLength(body) };
  return new Promise((resolve) => {
    const req = http.request(
      { host: hostname, port, method, path, headers: { accept: '*/*', ...length, ...headers } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, body: String(error.code) }));
    req.end(body);
  });
}

/** A JSON request: `json` serialised as the site would send it. */
export const askJson = (base, method, path, json, headers = {}) =>
  ask(base, {
    method,
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

/** Bytes written on a socket as they are (request lines Node refuses to send); the answer's status and text. */
export function askRaw(base, text) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => {
      answer += chunk;
      // One answer is enough: the connection may stay open.
      if (/\r\n\r\n/.test(answer)) socket.end();
    });
    socket.on('error', () => {});
    socket.on('close', () =>
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0), body: answer }),
    );
  });
}

/** The answer's body as JSON, or undefined. */
export function bodyJson(answer) {
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** The `name=value` of a cookie the answer sets, and its attributes; undefined when it sets none. */
export function cookieSet(answer, name) {
  const line = [answer.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) return undefined;
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.map((attribute) => attribute.toLowerCase()) };
}
