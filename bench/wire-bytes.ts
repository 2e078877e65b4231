import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createStaticPages } from '../src/server/static-pages.js';

/**
 * Bytes on the wire for the JS a first visit to /auth downloads (the entry, its static imports and
 * the lazy auth page chunk, from the Vite manifest), served by the app's static file server from
 * dist/client, once per Accept-Encoding a browser may send. Run after `npm run build`:
 * `node --import tsx bench/wire-bytes.ts`.
 */
const dist = join(import.meta.dirname, '..', 'dist', 'client');
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, Chunk>;
const files = new Set<string>();
const visit = (key: string | undefined) => {
  const chunk = key === undefined ? undefined : manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  chunk.imports?.forEach(visit);
};
visit(Object.keys(manifest).find((key) => manifest[key]?.isEntry));
visit(Object.keys(manifest).find((key) => key.endsWith('features/auth/auth-page.tsx')));
if (files.size === 0) throw new Error('build first: npm run build');

const server = serve({ fetch: createStaticPages(dist).fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((listening) => server.once('listening', listening));
const { port } = server.address() as AddressInfo;

/** The body's bytes as received (node:http does not decode them). */
const bytesOnWire = (path: string, acceptEncoding: string | undefined) =>
  new Promise<number>((done, fail) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request({ port, path, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(bytes));
    });
    req.on('error', fail);
    req.end();
  });

console.log(`## Initial JS of /auth on the wire (${files.size} files)`);
for (const acceptEncoding of [undefined, 'gzip, deflate', 'gzip, deflate, br, zstd']) {
  let total = 0;
  for (const file of files) total += await bytesOnWire(`/${file}`, acceptEncoding);
  console.log(`- Accept-Encoding ${acceptEncoding ?? '(none)'}: ${(total / 1024).toFixed(1)} KB`);
}
server.close();
