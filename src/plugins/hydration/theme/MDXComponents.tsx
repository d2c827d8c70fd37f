// Wraps the MDX components of @docusaurus/theme-classic 3.7.0 (`swizzle --list`: MDXComponents "eject: safe"; an
// object, not a component, so it is extended rather than wrapped). A plugin's theme reaches the theme's own as
// @theme-init. Adds the component ../server/rehypeSections.ts wraps each section of a doc in.
import MDXComponents from '@theme-init/MDXComponents';
import HydrationSection from '../client/HydrationSection';
import { SECTION_COMPONENT } from '../shared/sections';

export default { ...MDXComponents, [SECTION_COMPONENT]: HydrationSection };
