import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The documented library and its version (for example `react-native-vision-camera` and its version), read from the installed package at build time. */
export default function useLibrary(): { name: string; version: string } {
  const { customFields } = useDocusaurusContext().siteConfig;
  return { name: String(customFields?.libraryName ?? ''), version: String(customFields?.libraryVersion ?? '') };
}
