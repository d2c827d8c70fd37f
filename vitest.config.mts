import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, transformWithOxc } from 'vite';

/** Docusaurus ships its client code as untranspiled JSX in .js files; compile those files as JSX for the tests. */
const docusaurusClientJsx: Plugin = {
  name: 'docusaurus-client-jsx',
  enforce: 'pre',
  async transform(code, id) {
    if (!/@docusaurus\/core\/lib\/client\/.*\.js$/.test(id)) return null;
    return transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
  },
};

export default defineConfig({
  plugins: [docusaurusClientJsx],
  resolve: {
    // The alias client modules use, which Docusaurus's bundler config would resolve.
    alias: {
      '@docusaurus/ExecutionEnvironment': fileURLToPath(
        new URL('node_modules/@docusaurus/core/lib/client/exports/ExecutionEnvironment.js', import.meta.url),
      ),
    },
  },
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    // Let the plugin above see Docusaurus's client files instead of importing them natively.
    server: { deps: { inline: [/@docusaurus\/core\/lib\/client/] } },
  },
});
