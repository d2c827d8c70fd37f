/**
 * One page's local search: downloads the two index files and answers requests. A first answer needs only the small
 * index file (the headings); the body text file follows. Until it is in, a request that allows a partial answer and
 * whose query is one or two words (the reader is still typing) is answered from the headings when they match; any
 * other waits for the body text, so no answer says "no results" for words that only the body text holds. Runs in the
 * search worker (./searchWorker.ts), or on the page where there is no worker.
 */
import { bodyFileUrl, type SearchBodyFile, type SearchIndexFile } from '../types';
import { LocalSearchEngine, type LocalSearchResult, type SearchParams } from './engine';
import { fetchIndexJson, unpackIndex } from './indexFile';

/** A stage of the first search, with the time it was reached (for `npm run bench:search`'s breakdown). */
export type Stage = 'worker-started' | 'index-in' | 'headings-ready' | 'body-ready';

/** Queries of at most this many words may be answered from the headings while the body text is on its way. */
const PARTIAL_MAX_WORDS = 2;

export class SearchSession {
  private loads: { headings: Promise<LocalSearchEngine>; full: Promise<LocalSearchEngine> } | undefined;
  private fullEngine: LocalSearchEngine | undefined;

  constructor(
    private readonly indexUrl: string,
    private readonly onStage: (stage: Stage) => void = () => undefined,
  ) {}

  /** Starts both downloads, unless under way or done. A failed download is forgotten, so the next search tries again. */
  start(): { headings: Promise<LocalSearchEngine>; full: Promise<LocalSearchEngine> } {
    if (this.loads) return this.loads;
    const index = fetchIndexJson<SearchIndexFile>(this.indexUrl);
    const body = fetchIndexJson<SearchBodyFile>(bodyFileUrl(this.indexUrl));
    const headings = index.then((file) => {
      this.onStage('index-in');
      const engine = new LocalSearchEngine(unpackIndex(file));
      this.onStage('headings-ready');
      return engine;
    });
    const full = Promise.all([index, body]).then(([file, bodyFile]) => {
      this.fullEngine = new LocalSearchEngine(unpackIndex(file, bodyFile));
      this.onStage('body-ready');
      return this.fullEngine;
    });
    const loads = { headings, full };
    const forget = () => {
      if (this.loads === loads) this.loads = undefined;
    };
    headings.catch(forget);
    full.catch(forget);
    return (this.loads = loads);
  }

  /** Answers the requests; `partial` allows answers from the headings while the body text is on its way (see above). */
  async search(params: SearchParams[], partial = false): Promise<LocalSearchResult[]> {
    let engine = this.fullEngine;
    if (!engine) {
      const loads = this.start();
      const typing = params.every((item) => (item.query ?? '').trim().split(/\s+/).length <= PARTIAL_MAX_WORDS);
      if (partial && typing) {
        const headings = await loads.headings;
        const answers = params.map((item) => headings.search(item));
        if (answers.every((answer) => answer.nbHits > 0)) return answers;
      }
      engine = this.fullEngine ?? (await loads.full);
    }
    const answering = engine;
    return params.map((item) => answering.search(item));
  }
}
