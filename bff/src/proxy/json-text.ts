/**
 * The text of a JSON body, decoded by its declared charset: UTF-8 (the default), UTF-16LE or
 * UTF-16BE, by a byte-order mark or a declared `charset`; a byte-order mark is removed. Any
 * other charset (UTF-32, UTF-7, Latin-1 …), UTF-16 without a byte-order mark, and bytes that
 * are not valid in the charset (overlong UTF-8, a lone surrogate, an odd byte) are refused.
 */

type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export class CharsetRefusal extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
  }
}

const startsWith = (bytes: Buffer, ...prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, at) => bytes[at] === byte);

/** The byte-order mark's encoding, if the body starts with one. */
function markedEncoding(bytes: Buffer): Encoding | undefined {
  if (startsWith(bytes, 0xef, 0xbb, 0xbf)) return 'utf-8';
  if (startsWith(bytes, 0xff, 0xfe)) return 'utf-16le';
  if (startsWith(bytes, 0xfe, 0xff)) return 'utf-16be';
  return undefined;
}

function encodingOf(charset: string | undefined, bytes: Buffer): Encoding {
  if (startsWith(bytes, 0xff, 0xfe, 0x00, 0x00) || startsWith(bytes, 0x00, 0x00, 0xfe, 0xff)) {
    throw new CharsetRefusal(415, 'UTF-32 is not read');
  }
  switch (charset?.toLowerCase()) {
    case undefined:
      return markedEncoding(bytes) ?? 'utf-8';
    case 'utf-8':
    case 'utf8':
      return 'utf-8';
    case 'utf-16le':
      return 'utf-16le';
    case 'utf-16be':
      return 'utf-16be';
    case 'utf-16': {
      const marked = markedEncoding(bytes);
      if (marked === 'utf-16le' || marked === 'utf-16be') return marked;
      throw new CharsetRefusal(415, 'UTF-16 without a byte-order mark');
    }
    default:
      throw new CharsetRefusal(415, 'an unsupported charset');
  }
}

/** The body's text; a `CharsetRefusal` (415 charset, 400 bytes) when it cannot be read. */
export function decodeJsonText(bytes: Buffer, charset: string | undefined): string {
  const encoding = encodingOf(charset, bytes);
  try {
    // `fatal`: an invalid sequence is an error, never a replacement character.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CharsetRefusal(400, `bytes that are not ${encoding}`);
  }
}
