/**
 * Draws the app's icons (web app manifest, apple-touch-icon) as PNG files into
 * src/client/public/icons/: a white ring and dot on the brand green, anti-aliased by 4x4
 * supersampling, written with a minimal PNG encoder (zlib). Run `node --import tsx
 * tools/make-icons.ts` after changing the drawing; the PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

const OUT = join(import.meta.dirname, '..', 'src', 'client', 'public', 'icons');
const BRAND: readonly [number, number, number] = [0x25, 0x5a, 0x4c]; // --color-brand-700
const SAMPLES = 4;

type Shape = 'rounded' | 'full-bleed';

/** Coverage of the brand background and of the white motif at a point of the unit square. */
function paint(x: number, y: number, shape: Shape): { background: boolean; motif: boolean } {
  const corner = 0.22;
  let background = true;
  if (shape === 'rounded') {
    const cx = Math.min(Math.max(x, corner), 1 - corner);
    const cy = Math.min(Math.max(y, corner), 1 - corner);
    background = (x - cx) ** 2 + (y - cy) ** 2 <= corner ** 2;
  }
  // Inside the maskable safe zone (a circle of radius 0.4 around the centre).
  const r = Math.hypot(x - 0.5, y - 0.5);
  const motif = Math.abs(r - 0.27) <= 0.045 || r <= 0.085;
  return { background, motif: background && motif };
}

function draw(size: number, shape: Shape): Buffer {
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0 (none), then RGBA
    for (let px = 0; px < size; px++) {
      let covered = 0;
      let white = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const { background, motif } = paint(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
            shape,
          );
          if (background) covered++;
          if (motif) white++;
        }
      }
      const alpha = covered / SAMPLES ** 2;
      const mix = covered === 0 ? 0 : white / covered;
      const channel = (brand: number) => Math.round(brand + (255 - brand) * mix);
      row.set([channel(BRAND[0]), channel(BRAND[1]), channel(BRAND[2]), Math.round(alpha * 255)], 1 + px * 4);
    }
    rows.push(row);
  }
  return png(size, Buffer.concat(rows));
}

function png(size: number, raw: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(OUT, { recursive: true });
const icons: Array<[string, number, Shape]> = [
  ['icon-192.png', 192, 'rounded'],
  ['icon-512.png', 512, 'rounded'],
  // Maskable: full bleed, the motif inside the safe zone, so any mask shape keeps it whole.
  ['icon-maskable-512.png', 512, 'full-bleed'],
  // iOS rounds the corners itself and shows transparency as black.
  ['apple-touch-icon.png', 180, 'full-bleed'],
];
for (const [name, size, shape] of icons) {
  writeFileSync(join(OUT, name), draw(size, shape));
  console.log(`${name} ${size}x${size}`);
}
