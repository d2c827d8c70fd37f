// Replaces @docusaurus/theme-classic 3.7.0's prism-include-languages (a theme component it calls from a client module;
// not in `swizzle --list`, so unsafe). Why: the stock one loads `prism.additionalLanguages` into Prism in the browser
// on every page; code is highlighted at build time here (src/plugins/code-blocks), so there is nothing to load.
export default function prismIncludeLanguages(): void {}
