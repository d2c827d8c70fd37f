import { Joi } from '@docusaurus/utils-validation';
import type { OptionValidationContext } from '@docusaurus/types';

export type PluginOptions = {
  /**
   * `local` (default) builds the index into the site and searches it in the browser;
   * `hosted` leaves search to the hosted DocSearch index configured in `themeConfig.algolia`.
   */
  mode: 'local' | 'hosted';
};

export type Options = Partial<PluginOptions>;

const DEFAULT_OPTIONS: PluginOptions = { mode: 'local' };

const schema = Joi.object<PluginOptions>({
  mode: Joi.string().valid('local', 'hosted').default(DEFAULT_OPTIONS.mode),
});

export function validateOptions({ validate, options }: OptionValidationContext<Options, PluginOptions>): PluginOptions {
  return validate(schema, options);
}
