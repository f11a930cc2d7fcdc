import { CharsetRefusal, decodeJsonText } from './json-text';

const JSON_TEXT = '{"email":"zoë@example.com"}';
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
const BOM8 = Buffer.from([0xef, 0xbb, 0xbf]);
const BOM_LE = Buffer.from([0xff, 0xfe]);
const BOM_BE = Buffer.from([0xfe, 0xff]);

function refusal(run: () => unknown): number {
  try {
    run();
  } catch (error) {
    if (error instanceof CharsetRefusal) return error.status;
    throw error;
  }
  throw new Error('not refused');
}

describe('decodeJsonText', () => {
  it.each([
    ['UTF-8, no charset', Buffer.from(JSON_TEXT), undefined],
    ['UTF-8, declared', Buffer.from(JSON_TEXT), 'utf-8'],
    ['UTF-8, declared in capitals', Buffer.from(JSON_TEXT), 'UTF-8'],
    ['UTF-8 with a BOM', Buffer.concat([BOM8, Buffer.from(JSON_TEXT)]), undefined],
    ['UTF-8 with a BOM, declared', Buffer.concat([BOM8, Buffer.from(JSON_TEXT)]), 'utf-8'],
    ['UTF-16LE, declared', Buffer.from(JSON_TEXT, 'utf16le'), 'utf-16le'],
    [
      'UTF-16LE with a BOM, declared',
      Buffer.concat([BOM_LE, Buffer.from(JSON_TEXT, 'utf16le')]),
      'UTF-16LE',
    ],
    [
      'UTF-16LE with a BOM, no charset',
      Buffer.concat([BOM_LE, Buffer.from(JSON_TEXT, 'utf16le')]),
      undefined,
    ],
    [
      'UTF-16LE with a BOM, declared utf-16',
      Buffer.concat([BOM_LE, Buffer.from(JSON_TEXT, 'utf16le')]),
      'utf-16',
    ],
    ['UTF-16BE, declared', utf16be(JSON_TEXT), 'utf-16be'],
    ['UTF-16BE with a BOM, no charset', Buffer.concat([BOM_BE, utf16be(JSON_TEXT)]), undefined],
    ['UTF-16BE with a BOM, declared utf-16', Buffer.concat([BOM_BE, utf16be(JSON_TEXT)]), 'utf-16'],
  ])('reads %s', (_name, bytes, charset) => {
    expect(decodeJsonText(bytes, charset)).toBe(JSON_TEXT);
  });

  it.each([
    [
      'UTF-32LE with a BOM',
      Buffer.from([0xff, 0xfe, 0, 0, 0x7b, 0, 0, 0, 0x7d, 0, 0, 0]),
      undefined,
      415,
    ],
    [
      'UTF-32BE with a BOM',
      Buffer.from([0, 0, 0xfe, 0xff, 0, 0, 0, 0x7b, 0, 0, 0, 0x7d]),
      undefined,
      415,
    ],
    ['declared utf-32', Buffer.from('{}'), 'utf-32', 415],
    ['declared utf-7', Buffer.from('{}'), 'utf-7', 415],
    ['declared latin-1', Buffer.from('{}'), 'iso-8859-1', 415],
    ['UTF-16 without a BOM', Buffer.from('{}', 'utf16le'), 'utf-16', 415],
    [
      'overlong UTF-8 (C0 AE)',
      Buffer.from([0x7b, 0x22, 0xc0, 0xae, 0x22, 0x3a, 0x31, 0x7d]),
      undefined,
      400,
    ],
    [
      'a UTF-8 encoded surrogate',
      Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      'utf-8',
      400,
    ],
    [
      'a UTF-16 BOM under a declared utf-8',
      Buffer.concat([BOM_LE, Buffer.from('{}', 'utf16le')]),
      'utf-8',
      400,
    ],
    [
      'UTF-16LE with a lone surrogate',
      Buffer.from([0x7b, 0, 0x00, 0xd8, 0x7d, 0]),
      'utf-16le',
      400,
    ],
    ['UTF-16LE of an odd length', Buffer.from([0x7b, 0, 0x7d]), 'utf-16le', 400],
  ])('refuses %s', (_name, bytes, charset, status) => {
    expect(refusal(() => decodeJsonText(bytes, charset))).toBe(status);
  });
});
