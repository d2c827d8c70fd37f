// Wrapped from @docusaurus/theme-classic 3.7.0 (NotFound/Content). Swizzle safety: unsafe (3.7.0's swizzle config
// lists only NotFound, not NotFound/Content); the original markup is rendered unchanged.
// Why: under /docs/*, DocRoot renders only NotFound/Content for an unknown path, without the page metadata the global
// NotFound page sets, so after hydration the tab title fell back to "VisionCamera". We add the same title here.
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { PageMetadata } from '@docusaurus/theme-common';
import NotFoundContent from '@theme-original/NotFound/Content';
import type NotFoundContentType from '@theme/NotFound/Content';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  const title = translate({ id: 'theme.NotFound.title', message: 'Page Not Found' });
  return (
    <>
      <PageMetadata title={title} />
      <NotFoundContent {...props} />
    </>
  );
}
