import fs from 'node:fs';
import path from 'node:path';

const ICONS = path.join(__dirname, 'icons');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('app icons (the files the web app manifest names)', () => {
  it.each(['default', 'catering'].flatMap((channel) => [192, 512].map((size) => [channel, size])))(
    '%s-%i.png is a PNG of that size',
    (channel, size) => {
      const png = fs.readFileSync(path.join(ICONS, `${channel}-${size}.png`));
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      // The IHDR chunk comes first: its width and height follow the chunk's length and type.
      expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    },
  );
});
