import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The documented library and its version (`react-native-vision-camera`, `4.7.3`), read from the installed package at build time. */
export default function useLibrary(): { name: string; version: string } {
  const { customFields } = useDocusaurusContext().siteConfig;
  return { name: String(customFields?.libraryName ?? ''), version: String(customFields?.libraryVersion ?? '') };
}
