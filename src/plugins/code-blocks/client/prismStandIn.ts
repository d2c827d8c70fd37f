// What the browser gets for `prism-react-renderer` (see ../server/index.ts): code is highlighted at build time, so the only
// remaining importer, theme-classic's `prism-include-languages` client module, receives an empty Prism and hands it to
// ../theme/prism-include-languages.ts, which registers nothing.
export const Prism = { languages: {} };
