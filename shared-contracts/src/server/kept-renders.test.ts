import { keptRenders } from './kept-renders';

describe('renders kept by server modules (first screens)', () => {
  it('gives a render again while its page and inputs are the same objects', () => {
    const render = keptRenders<{ n: number }>(2);
    const answer = { menu: 1 };
    let made = 0;
    const make = () => ({ n: (made += 1) });
    const first = render('/menu', [answer, 'x'], make);
    expect(render('/menu', [answer, 'x'], make)).toBe(first);
    expect(render('/menu', [{ menu: 1 }, 'x'], make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('keeps at most `limit` pages, the oldest going first', () => {
    const render = keptRenders<number>(2);
    let made = 0;
    const make = () => (made += 1);
    render('a', [], make);
    render('b', [], make);
    render('c', [], make);
    expect(render('b', [], make)).toBe(2);
    expect(render('a', [], make)).toBe(4);
  });
});
