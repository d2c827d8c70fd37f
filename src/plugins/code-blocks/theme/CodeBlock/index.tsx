// Ejected from @docusaurus/theme-classic 3.7.0 (CodeBlock; `swizzle --list` marks it safe to eject).
// Why: code is highlighted at build time (src/plugins/code-blocks), so a block arrives with its tokens and is rendered
// as static markup (../../client/StaticCodeBlock) instead of by Prism and one React element per token.
// Also gone: the stock re-render after hydration (`key={String(isBrowser)}`), which only existed to swap the inline
// Prism colours for the current colour mode; ours are CSS.
import { Children, isValidElement, type ReactNode } from 'react';
// The theme's block for JSX children (`<pre><Component /></pre>` in MDX), which are not text to highlight; still there,
// with the same props, in Docusaurus 3.10.
import ElementContent from '@theme/CodeBlock/Content/Element';
import type { Props } from '@theme/CodeBlock';
import StaticCodeBlock from '../../client/StaticCodeBlock';

declare module '@theme/CodeBlock' {
  /** The block's tokens, written by src/plugins/code-blocks at build time (see ../../shared/lines.ts). */
  interface Props {
    readonly tokens?: string;
    readonly tokenTypes?: string;
    readonly lineClasses?: string;
    readonly hints?: string;
    readonly typeHints?: string;
  }
}

/** The code as one string, when the children are only text. */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.join('');
}

export default function CodeBlock({ children, ...props }: Props): ReactNode {
  const code = textOf(children);
  if (code === undefined) return <ElementContent {...props}>{children}</ElementContent>;
  return <StaticCodeBlock {...props} code={code.replace(/\n$/, '')} />;
}
