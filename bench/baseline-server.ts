import { createServer } from 'node:http';

/** Bare node:http answering a fixed, pre-serialised JSON body: the same-run baseline. */
const body = process.env.BASELINE_BODY ?? '{"hello":"world"}';
const port = Number(process.env.PORT ?? 0);
createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}).listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
