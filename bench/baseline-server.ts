import { createServer } from 'node:http';

/**
 * Bare node:http answering fixed, pre-serialised JSON bodies by method and path: the same-run baseline. A
 * request with a body (the saves) is read and parsed as JSON first, as the app must.
 */
const bodies = new Map(Object.entries(JSON.parse(process.env.BASELINE_BODIES ?? '{}') as Record<string, string>));
const fallback = '{"hello":"world"}';
const port = Number(process.env.PORT ?? 0);
createServer((request, response) => {
  const path = request.url?.split('?')[0] ?? '/';
  const body = bodies.get(`${request.method} ${path}`) ?? fallback;
  const answer = () => {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  };
  if (request.method === 'GET' || request.method === 'HEAD') return answer();
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
    answer();
  });
}).listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
