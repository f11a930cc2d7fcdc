// A port for a service a script is about to start (the benches' sites, the scale cluster).
//
// Why not port 0: the kernel hands out such a port from its ephemeral range, the same range it
// takes the local port of every outgoing connection from. Between choosing a port and the child
// binding it (seconds, while tsx loads), one of the other services' connections (a BFF to Redis
// or to the sandbox) could take it, and the child failed with EADDRINUSE (a CI run of
// test:scale did). A port below that range is only ever taken by a listener.
const fs = require('node:fs');
const net = require('node:net');

/** Below Linux's default ephemeral range (32768-60999) and macOS's (49152-65535). */
const DEFAULT_EPHEMERAL_LOW = 32768;

/** The lowest ephemeral port of this machine, where the kernel says. */
function ephemeralLow() {
  try {
    const low = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return low > 21000 ? low : DEFAULT_EPHEMERAL_LOW;
  } catch {
    return DEFAULT_EPHEMERAL_LOW;
  }
}

/** The ports handed out: from 20000 to just below the ephemeral range. */
const RANGE = Object.freeze({
  lowest: 20000,
  highest: Math.min(ephemeralLow(), DEFAULT_EPHEMERAL_LOW) - 1,
});

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports this process has handed out: not bound yet, so a second call must not return one. */
const handedOut = new Set();

/** A port nothing listens on, in RANGE and not handed out before. */
async function freePort() {
  const { lowest, highest } = RANGE;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = lowest + Math.floor(Math.random() * (highest - lowest + 1));
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`no free port between ${lowest} and ${highest}`);
}

module.exports = { freePort, RANGE };
