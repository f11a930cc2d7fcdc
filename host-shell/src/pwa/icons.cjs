// The site's app icons, drawn at build time (no image files to keep in sync): a rounded
// square in the channel's colour with a golden biscuit in the middle, as a PNG.
const zlib = require('node:zlib');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** A `size`×`size` RGBA PNG: `background` square (corners cut round), gold disc in the middle. */
function iconPng(size, background) {
  const bg = rgb(background);
  const gold = rgb('#f2b134');
  const radius = size * 0.3;
  const corner = size * 0.18;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x += 1) {
      const dx = Math.max(corner - x, x - (size - 1 - corner), 0);
      const dy = Math.max(corner - y, y - (size - 1 - corner), 0);
      const inside = dx * dx + dy * dy <= corner * corner;
      const inDisc = (x - size / 2) ** 2 + (y - size / 2) ** 2 <= radius * radius;
      const colour = inDisc ? gold : bg;
      row.set([...colour, inside ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The theme colour of each channel: the `--brand-red` of `src/styles/global.css`. */
const THEME_COLOURS = { default: '#9b2915', catering: '#1f5a3d' };
const ICON_SIZES = [192, 512];

module.exports = { iconPng, THEME_COLOURS, ICON_SIZES };
