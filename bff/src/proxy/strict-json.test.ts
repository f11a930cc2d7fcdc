import { JsonRefusal, parseStrictJson } from './strict-json';

describe('parseStrictJson', () => {
  it.each([
    ['{"email":"a@example.com","password":"x"}', { email: 'a@example.com', password: 'x' }],
    ['[1,2,{"a":[]}]', [1, 2, { a: [] }]],
    [' \t\r\n{"a":"b"}\n', { a: 'b' }],
    ['{"a":{"b":1},"b":{"a":2}}', { a: { b: 1 }, b: { a: 2 } }],
    ['[{"a":1},{"a":2}]', [{ a: 1 }, { a: 2 }]],
    ['{"note":"line one\\nline two\\r\\n\\ttabbed"}', { note: 'line one\nline two\r\n\ttabbed' }],
    ['{"emoji":"\\ud83d\\ude00 😀"}', { emoji: '😀 😀' }],
    [
      '{"n":9007199254740991,"m":-9007199254740991,"f":0.1,"e":1e-7}',
      {
        n: 9007199254740991,
        m: -9007199254740991,
        f: 0.1,
        e: 1e-7,
      },
    ],
    ['{"key\\"quoted":"v","\\\\":{"}":"{"}}', { 'key"quoted': 'v', '\\': { '}': '{' } }],
  ])('reads %s', (text, value) => {
    expect(parseStrictJson(text)).toEqual(value);
  });

  it.each([
    ['not JSON', '{"a":1'],
    ['a top-level string', '"a@example.com"'],
    ['a top-level number', '1'],
    ['null', 'null'],
    ['a duplicate key', '{"email":"a@example.com","email":"b@example.com"}'],
    ['a duplicate key written escaped', '{"email":"a","\\u0065mail":"b"}'],
    ['a duplicate key in a nested object', '{"a":[{"x":1,"y":{"z":1,"z":2}}]}'],
    ['a duplicate key after a string value with brackets', '{"a":"{[,:","a":1}'],
    ['__proto__', '{"__proto__":{"admin":true}}'],
    ['a nested constructor', '{"a":{"constructor":{"prototype":{}}}}'],
    ['prototype', '[{"prototype":1}]'],
    ['an escaped NUL in a value', '{"email":"a@example.com\\u0000"}'],
    ['an escaped NUL in a key', '{"em\\u0000ail":"a"}'],
    ['a line feed in a key', '{"em\\nail":"a"}'],
    ['an escape character', '{"a":"\\u001b[31m"}'],
    ['DEL', '{"a":"\\u007f"}'],
    ['a raw control character', '{"a":"\u0001"}'],
    ['a raw NUL between tokens', '{"a":1,\u0000"b":2}'],
    ['a lone high surrogate', '{"a":"\\ud800"}'],
    ['a lone low surrogate in a key', '{"\\udc00":1}'],
    ['a reversed pair', '{"a":"\\ude00\\ud83d"}'],
    ['an integer beyond MAX_SAFE_INTEGER', '{"id":9007199254740993}'],
    ['a huge negative integer', '{"id":-12345678901234567890}'],
    ['an exponent past the doubles', '{"amount":1e400}'],
    ['a large exponent', '{"amount":1.5e300}'],
    ['a byte-order mark', '\ufeff{"a":1}'],
    ['nesting too deep', `${'['.repeat(100)}${']'.repeat(100)}`],
  ])('refuses %s', (_name, text) => {
    expect(() => parseStrictJson(text)).toThrow(JsonRefusal);
  });
});
