/**
 * Which page's type hints load from where. Each guide with hints registers the loader of its data chunk when its
 * page module runs (an export the MDX pipeline adds, src/plugins/code-blocks/rehypeStaticCode.ts); the popups load
 * it on first use (./typeHints.ts). No imports, so every page chunk that registers stays as small as it can be.
 */
import type { TypeHintsData } from './typeHints';

type Loader = () => Promise<{ default: TypeHintsData } | TypeHintsData>;

const loaders = new Map<string, Loader>();
const loaded = new Map<string, Promise<TypeHintsData>>();

export function registerTypeHints(id: string, load: Loader): string {
  loaders.set(id, load);
  return id;
}

/** A page's hints, loaded once; undefined for a page that registered none. A failed load is retried on next use. */
export function loadTypeHints(id: string): Promise<TypeHintsData> | undefined {
  let data = loaded.get(id);
  if (!data) {
    const load = loaders.get(id);
    if (!load) return undefined;
    data = load().then((module) => ('default' in module ? module.default : module));
    loaded.set(id, data);
    data.catch(() => loaded.delete(id));
  }
  return data;
}
