import React, { type ReactNode, useContext } from 'react';
import type { Props } from '@theme/CodeBlock/Line/Token';
import { linkedParts } from '../../../../../../shared/token-links';
import { TokenLinksContext } from '../../../../client/token-links';

/**
 * A highlighted token; the names its block links (remark-code-api-links in
 * plugins/api-reference) become links inside it. The link takes the token's
 * color (CSS in ../../../../prism-theme.ts), and the server and the browser
 * render the same markup, so the links are in the HTML and stay when a block
 * turns live. The copy button copies the block's code, not this markup.
 */
export default function CodeBlockLineToken({
  token,
  children,
  className,
  style,
}: Props): ReactNode {
  const links = useContext(TokenLinksContext);
  const parts =
    links && typeof children === 'string' ? linkedParts(children, token.types, links) : null;
  return (
    <span className={className} style={style}>
      {parts
        ? parts.map((part, i) =>
            typeof part === 'string' ? (
              part
            ) : (
              <a key={i} href={part.href}>
                {part.name}
              </a>
            ),
          )
        : children}
    </span>
  );
}
