// A small HTTP server on an ephemeral port that answers as a unit test says a BFF (sound or
// faulty) would, so that an attack class's probes and verdicts are tried on real requests.
import http from 'node:http';

/**
 * Starts a server on 127.0.0.1 whose every request is answered by `answer(asked)`, with
 * `asked` = `{ method, url, headers, rawHeaders, bytes, body }` (body as text). `answer`
 * resolves to `{ status, headers, body }`; a body that is neither text nor bytes is sent as
 * JSON. Resolves to the server's origin, every request it was asked, and `close()`.
 */
export async function serve(answer) {
  const asked = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', async () => {
      const bytes = Buffer.concat(chunks);
      const { method, url, headers, rawHeaders } = request;
      const one = { method, url, headers, rawHeaders, bytes, body: bytes.toString('utf8') };
      asked.push(one);
      const { status = 200, headers: sent = {}, body = '' } = (await answer(one)) ?? {};
      const text = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      response.writeHead(status, sent);
      response.end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    asked,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
