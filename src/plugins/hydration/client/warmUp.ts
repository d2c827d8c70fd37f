/**
 * The first `localeCompare` of a page initialises the browser's collation data: 8 to 12 ms on this project's test
 * machine. Docusaurus makes that first call in the render right after hydration (theme-common's `useShallowMemoObject`,
 * under the mobile sidebar), one of the longest tasks of a page load. Calling it here, in a task of its own as soon as
 * the page's script has run, takes that time out of the render.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}
