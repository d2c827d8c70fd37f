// Wrapped from @docusaurus/theme-classic 3.7.0 (AnnouncementBar; `swizzle --list` marks it unsafe, so we wrap and
// leave its markup and dismissal logic untouched).
// Why: (1) a fix: the theme's inline script hides the bar before hydration when *any* announcement was dismissed,
// without comparing ids, so a new announcement stayed hidden for those visitors until their next page load; once
// the theme decides the bar is active we clear that flag. (2) Styling for both colour modes and phones (link
// colours, focus ring, compact text) through a stable class, and a stable test handle. Content, colours, `id` and
// `isCloseable` stay in themeConfig. The production bar cannot be closed, so fix (1) only matters for visitors who
// dismissed an earlier, closeable bar on this domain; the test build makes the bar closeable to cover it.
import { type ReactNode, useEffect } from 'react';
import { useAnnouncementBar } from '@docusaurus/theme-common/internal';
import AnnouncementBar from '@theme-original/AnnouncementBar';
import type AnnouncementBarType from '@theme/AnnouncementBar';
import type { WrapperProps } from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof AnnouncementBarType>;

/** Set on <html> by @docusaurus/theme-classic's inline script; its CSS hides the bar while it is "true". */
const INITIALLY_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute(INITIALLY_DISMISSED_ATTRIBUTE, 'false');
  }, [isActive]);
  if (!isActive) return null;
  return (
    <div className={styles.announcementBar} data-testid="announcement-bar">
      <AnnouncementBar {...props} />
    </div>
  );
}
