// @ts-check
// A webpack loader that passes an MDX page through unchanged and declares the data files as its dependencies, so the
// dev server recompiles the page (and so re-runs the remark plugins that read the files) when one of them is saved.
// Registered for the docs by ./index.ts.

/**
 * @this {{ getOptions(): { files: string[] }; addDependency(file: string): void }}
 * @param {string} source
 */
module.exports = function dataDependencies(source) {
  for (const file of this.getOptions().files) this.addDependency(file);
  return source;
};
