/**
 * The code block colours as CSS: the light and dark Prism themes of the config (config/prismThemes.ts) become rules
 * on the token classes that ./highlight.ts writes, under `[data-theme]`, so a colour-mode switch needs no re-render.
 * Rules keep the theme's order, so a later entry for the same token type wins, as in prism-react-renderer.
 */
import type { PrismTheme } from 'prism-react-renderer';
import { PLAIN } from '../shared/lines';

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `${cssProperty(name)}: ${String(value)};`)
    .join(' ');
}

function rulesFor(mode: 'light' | 'dark', theme: PrismTheme): string[] {
  const scope = `[data-theme='${mode}'] .theme-code-block`;
  const rules = [
    `${scope} { --prism-color: ${theme.plain.color ?? 'inherit'}; --prism-background-color: ${theme.plain.backgroundColor ?? 'transparent'}; }`,
  ];
  for (const { types, style, languages } of theme.styles) {
    const body = declarations(style as Record<string, unknown>);
    if (!body) continue;
    if (types.includes(PLAIN)) {
      // ../shared/lines.ts writes plain text without a span: such a rule would match nothing.
      throw new Error(`The ${mode} code theme styles \`${PLAIN}\` tokens; give the block that colour instead.`);
    }
    const scopes = languages?.length ? languages.map((language) => `${scope}.language-${language}`) : [scope];
    const selectors = scopes.flatMap((prefix) => types.map((type) => `${prefix} .token.${type}`));
    rules.push(`${selectors.join(', ')} { ${body} }`);
  }
  return rules;
}

export function themeCss(light: PrismTheme, dark: PrismTheme): string {
  return `${[...rulesFor('light', light), ...rulesFor('dark', dark)].join('\n')}\n`;
}
