import { describe, expect, it } from '@jest/globals';
import { clientError, probe, runClass, showAnswer, statusIn } from './probe.mjs';

const target = { name: 'one BFF', url: 'http://127.0.0.1:1' };

describe('a class of probes run against a target', () => {
  it('counts what was refused and lists what got through, with what it saw', async () => {
    const attackClass = {
      name: 'paths',
      probes: [
        probe(
          'GET /../package.json',
          async () => ({ status: 404, body: 'Not found' }),
          clientError,
        ),
        probe(
          'GET /%2e%2e/.env',
          async () => ({ status: 200, body: 'SECRET=1\n  more' }),
          clientError,
        ),
        probe(
          'a broken probe',
          async () => Promise.reject(new Error('socket hang up')),
          clientError,
        ),
      ],
    };
    expect(await runClass(attackClass, target)).toEqual({
      name: 'paths',
      target: 'one BFF',
      tried: 3,
      refused: 1,
      through: [
        { name: 'GET /%2e%2e/.env', saw: '200 SECRET=1 more' },
        { name: 'a broken probe', saw: 'the probe failed: socket hang up' },
      ],
    });
  });

  it('gives the probe its target and shows what got through its own way', async () => {
    const seenBy = [];
    const attackClass = {
      name: 'tokens',
      probes: [
        probe(
          'after sign-out',
          async (site) => {
            seenBy.push(site.name);
            return [{ status: 401 }, { status: 200 }];
          },
          (answers) => answers.every((answer) => answer.status === 401),
          (answers) => answers.map((answer) => answer.status).join(' '),
        ),
      ],
    };
    const result = await runClass(attackClass, target);
    expect(seenBy).toEqual(['one BFF']);
    expect(result.through).toEqual([{ name: 'after sign-out', saw: '401 200' }]);
  });
});

describe('verdicts and what the report shows', () => {
  it('refuses by status', () => {
    expect(statusIn(401, 403)({ status: 403 })).toBe(true);
    expect(statusIn(401, 403)({ status: 200 })).toBe(false);
    expect(clientError({ status: 400 })).toBe(true);
    expect(clientError({ status: 499 })).toBe(true);
    expect(clientError({ status: 500 })).toBe(false);
    expect(clientError({ status: 0 })).toBe(false);
  });

  it("shows an answer's status and the start of its body on one line", () => {
    expect(showAnswer({ status: 200, body: `<html>\n  ${'x'.repeat(200)}` })).toBe(
      `200 <html> ${'x'.repeat(133)}`,
    );
    expect(showAnswer({ status: 0 })).toBe('0 ');
  });

  it('shows anything else as JSON, cut short', () => {
    expect(showAnswer({ reached: 1, own: 200 })).toBe('{"reached":1,"own":200}');
    expect(showAnswer(['a'.repeat(300)])).toHaveLength(200);
    expect(showAnswer(undefined)).toBeUndefined();
  });
});
