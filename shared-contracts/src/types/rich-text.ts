/** §3 rich text marks. */
export type RichTextMark =
  { type: 'bold' } | { type: 'italic' } | { type: 'link'; attrs: { href: string } };

/** §3 Rich text node, in the content service's shape (a `doc` holds the blocks). */
export interface RichTextNode {
  type: 'doc' | 'paragraph' | 'heading' | 'text';
  /** Headings are level 2 or 3. */
  attrs?: { level?: 2 | 3 };
  content?: RichTextNode[];
  text?: string;
  marks?: RichTextMark[];
}
