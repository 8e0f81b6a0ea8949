/**
 * A round-robin HTTP proxy in front of several Simsar processes on one machine (docs/decisions/250):
 *
 *     node scripts/round-robin-proxy.ts <port> <upstream host:port> [<upstream host:port>...]
 *
 * Each request goes to the next upstream in turn, whatever it is: bodies stream both ways (uploads,
 * range requests and the console's event stream pass through as they come), `x-forwarded-for`,
 * `-proto` and `-host` say who called, and `x-upstream` on the reply names the process that answered.
 * An upstream that does not answer gives a 502 in words; the request is not tried elsewhere, since
 * its body is already on its way. Listens on 127.0.0.1 only: for a machine's own tests and trials,
 * not the Internet (put nginx or a cloud load balancer there).
 */
import http from 'node:http';

const [portArgument, ...upstreamArguments] = process.argv.slice(2);
const port = Number(portArgument);
if (!Number.isInteger(port) || port <= 0 || upstreamArguments.length === 0) {
  console.error('usage: node scripts/round-robin-proxy.ts <port> <host:port> [<host:port>...]');
  process.exit(2);
}
const upstreams = upstreamArguments.map((address) => {
  const url = new URL(`http://${address}`);
  return { address, hostname: url.hostname, port: Number(url.port || 80) };
});

// Headers that belong to one connection (RFC 9110 7.6.1), not to the request or reply carried.
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!hopByHop.has(name) && value !== undefined) kept[name] = value;
  }
  return kept;
}

// Connections to the upstreams are reused, and dropped after 30 s idle: before Fastify's own 72 s, so
// the proxy never sends a request on a connection the server is closing.
const agent = new http.Agent({ keepAlive: true, timeout: 30_000 });
let next = 0;

const server = http.createServer((request, response) => {
  const upstream = upstreams[next] as (typeof upstreams)[number];
  next = (next + 1) % upstreams.length;
  const headers = endToEnd(request.headers);
  const caller = request.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = request.headers['x-forwarded-for']
    ? `${request.headers['x-forwarded-for']}, ${caller}`
    : caller;
  headers['x-forwarded-proto'] = 'http';
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;

  const forwarded = http.request(
    {
      agent,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
        ...endToEnd(answer.headers),
        'x-upstream': upstream.address,
      });
      // Headers now, not with the first bytes: an event stream may send nothing for a while.
      response.flushHeaders();
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    },
  );
  forwarded.on('error', (error: NodeJS.ErrnoException) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'x-upstream': upstream.address });
    response.end(
      `Bad gateway: the Simsar server at ${upstream.address} did not answer (${error.code ?? error.message}).\n`,
    );
  });
  // The caller went away (a closed console tab ends its event stream): so does the upstream call.
  response.on('close', () => {
    if (!response.writableFinished) forwarded.destroy();
  });
  request.on('error', () => forwarded.destroy());
  request.pipe(forwarded);
});

// Long uploads and event streams are the upstream's business, not a proxy time limit's.
server.requestTimeout = 0;
// An idle caller's connection stays open as long as the servers behind keep theirs (Fastify's 72 s),
// not Node's 5 s: a caller that reuses a connection just as the proxy closes it gets a reset
// (`socket hang up`), which callers of one process never see. Callers such as Playwright's request
// context ignore the Keep-Alive hint, so the proxy must not close first within a test's pauses.
server.keepAliveTimeout = 72_000;
server.listen(port, '127.0.0.1', () => {
  console.log(
    `round-robin proxy on http://127.0.0.1:${port} -> ${upstreams.map((u) => u.address).join(', ')}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    agent.destroy();
  });
}
