import type { ReactNode } from 'react';
import Tabs, { type Props as TabsProps } from '@theme/Tabs';

/**
 * The platform order every guide uses: iOS first, then Android.
 * Guides write `<TabItem value="ios">` / `<TabItem value="android">` inside `<PlatformTabs>`.
 */
const PLATFORMS = [
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
];

/**
 * Platform tabs share one group, so a reader who picks Android sees Android on every page,
 * and the choice is kept in the URL (`?platform=android`) so a shared link opens the same tab.
 */
export default function PlatformTabs({ children }: { children: TabsProps['children'] }): ReactNode {
  return (
    <Tabs groupId="platform" queryString values={PLATFORMS}>
      {children}
    </Tabs>
  );
}
