import escapeHtml from 'escape-html';

/** Markup already escaped: what `html` returns, and may be put inside another `html`. */
export class Markup {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

type Part = Markup | string | number | null | undefined | false | readonly Part[];

function written(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Markup) return part.text;
  if (Array.isArray(part)) return part.map(written).join('');
  return escapeHtml(String(part));
}

/**
 * The console's pages: every value put in is escaped (escape-html) unless it is `html` itself,
 * so text from the pin store (a version, a reason, a manager's name) never becomes markup.
 */
export function html(strings: TemplateStringsArray, ...parts: Part[]): Markup {
  return new Markup(
    strings.reduce(
      (out, text, index) => out + text + (index < parts.length ? written(parts[index]!) : ''),
      '',
    ),
  );
}
