// Wrapped from @docusaurus/theme-classic 3.7.0 (DocItem/Content). Swizzle safety: unsafe (3.7.0's swizzle config does
// not list DocItem/Content); the wrapper renders the original unchanged, so only its props are an upgrade risk.
// Why: every doc page links to its Markdown copy in <head> and gets the "Copy page" button beside its title.
// A plugin's theme reaches the component it wraps as @theme-init (theme-classic's); @theme-original would be itself.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocItemContent from '@theme-init/DocItem/Content';
import type DocItemContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageButton from '../../../client/CopyPageButton';
import { markdownPathOf } from '../../../shared/markdownPath';

type Props = WrapperProps<typeof DocItemContentType>;

export default function DocItemContentWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const markdownUrl = useBaseUrl(markdownPathOf(metadata.permalink));
  const absoluteMarkdownUrl = useBaseUrl(markdownPathOf(metadata.permalink), { absolute: true });
  return (
    <>
      <Head>
        <link rel="alternate" type="text/markdown" href={absoluteMarkdownUrl} title={`${metadata.title} (Markdown)`} />
      </Head>
      <CopyPageButton markdownUrl={markdownUrl} absoluteMarkdownUrl={absoluteMarkdownUrl} />
      <DocItemContent {...props} />
    </>
  );
}
