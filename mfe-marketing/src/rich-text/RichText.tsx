import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isSitePath, type RichTextNode } from '@qsr/shared-contracts';

/** Site paths go through the router; anything else is a plain link to another site. */
export function SmartLink({ href, children }: { href: string; children: ReactNode }) {
  if (isSitePath(href)) return <Link to={href}>{children}</Link>;
  const outside = /^https?:\/\//i.test(href);
  return (
    <a href={href} {...(outside ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

function renderText(node: RichTextNode, key: number): ReactNode {
  let out: ReactNode = node.text ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'link' && mark.attrs?.href) {
      out = <SmartLink href={mark.attrs.href}>{out}</SmartLink>;
    }
  }
  return <span key={key}>{out}</span>;
}

/**
 * A label's rich text may hold phrasing content only (HTML's content model of <label>): there
 * each paragraph or heading is a span of its own line.
 */
type Flow = 'block' | 'phrasing';

function renderNode(node: RichTextNode, key: number, flow: Flow): ReactNode {
  const children = (node.content ?? []).map((child, index) => renderNode(child, index, flow));
  switch (node.type) {
    case 'doc':
      return children;
    case 'paragraph':
    case 'heading':
      if (flow === 'phrasing') {
        return (
          <span key={key} className="marketing-rich-line">
            {children}
          </span>
        );
      }
      if (node.type === 'paragraph') return <p key={key}>{children}</p>;
      return node.attrs?.level === 3 ? (
        <h3 key={key}>{children}</h3>
      ) : (
        <h2 key={key}>{children}</h2>
      );
    case 'text':
      return renderText(node, key);
    default:
      // A node type §3 does not know is left out rather than shown wrongly.
      return null;
  }
}

/** The rich-text renderer of §3: paragraph, heading 2 or 3, text with bold, italic and link. */
export function RichText({
  doc,
  className,
}: {
  doc: RichTextNode | undefined;
  className?: string;
}) {
  if (!doc) return null;
  return <div className={className ?? 'marketing-rich-text'}>{renderNode(doc, 0, 'block')}</div>;
}

/** A rich checkbox's label (§3): the same marks, its paragraphs as lines within the label. */
export function RichLabel({ doc }: { doc: RichTextNode }) {
  return <span className="marketing-rich-label">{renderNode(doc, 0, 'phrasing')}</span>;
}
