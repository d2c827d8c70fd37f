/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

// Ejected from @docusaurus/theme-search-algolia 3.7.0 (`swizzle SearchBar --eject --typescript`).
// Swizzle safety: unsafe (theme-search-algolia 3.7.0 declares no swizzle config, so every component defaults to
// unsafe): re-check this file against the stock one on every Docusaurus upgrade.
// Why eject: in 3.7.0 the stock SearchBar takes no props, and functions in themeConfig are lost when the config is
// serialised to the browser, so a wrapper cannot hand DocSearch our local search client or getMissingResultsUrl.
// Every change from stock is marked `CHANGED:`; the rest is the stock component, to ease upgrades.
// upstream.diff (next to this file) is the whole change from stock; UPGRADING.md says how to carry it over.
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {createPortal} from 'react-dom';
// CHANGED: our own button and shortcuts instead of DocSearch's, which would put the whole DocSearch bundle (30 KB
// gzip) into every page; the modal itself still comes from @docsearch/react, loaded on first use.
import SearchButton from '@site/src/plugins/search/client/SearchButton';
import {useSearchShortcuts} from '@site/src/plugins/search/client/useSearchShortcuts';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {
  isRegexpStringMatch,
  useSearchLinkCreator,
} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
// CHANGED: the site's search mode and local client (src/plugins/search/client).
import {issueSearchText, issueSearchUrl} from '@site/config/links';
import {
  loadLocalSearchClient,
  localSearchErrorTexts,
  missingResultsUrl,
  prefetchLocalIndex,
  useSearchMode,
} from '@site/src/plugins/search/client';
import type {LocalSearchClient} from '@site/src/plugins/search/client/localSearchClient';

type DocSearchProps = Omit<
  DocSearchModalProps,
  'onClose' | 'initialScrollY'
> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
};

let DocSearchModal: typeof DocSearchModalType | null = null;
// CHANGED: in local mode the modal also needs our client, loaded with it (never on a plain page view).
let localSearchClient: LocalSearchClient | null = null;

// CHANGED: takes the local index URL ('' in hosted mode), to load our client with the modal.
function importDocSearchModalIfNeeded(localIndexUrl: string): Promise<void> {
  if (localIndexUrl && !localSearchClient) {
    return Promise.all([
      importStockModalIfNeeded(),
      loadLocalSearchClient(localIndexUrl).then((client) => {
        localSearchClient = client;
      }),
    ]).then(() => undefined);
  }
  return importStockModalIfNeeded();
}

function importStockModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal') as Promise<
      typeof import('@docsearch/react')
    >,
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

function useNavigator({
  externalUrlRegex,
}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

function useTransformSearchClient(
  isLocal: boolean,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      // CHANGED: local mode swaps the hosted client for ours (loaded with the modal, see above). While the body
      // text index is still on its way, a one- or two-word query is answered from the headings: the reader is
      // typing, and the next key asks again.
      if (isLocal && localSearchClient) {
        const client = localSearchClient;
        return {
          ...client,
          search: (input: Parameters<LocalSearchClient['search']>[0]) =>
            client.search(input, {partial: true}),
        } as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion, isLocal],
  );
}

// CHANGED: the no-results screen also offers the issue tracker's own search for the query. DocSearch has no slot
// there, so a portal appends the line to its screen (after "Let us know", whose texts stay as they are). A component
// of its own, so its updates never re-render the modal.
function IssueTrackerSearch(): ReactNode {
  const [found, setFound] = useState<{screen: Element; query: string} | null>(
    null,
  );
  useEffect(() => {
    const observer = new MutationObserver(() => {
      const screen = document.querySelector('.DocSearch-Modal .DocSearch-NoResults');
      const query = screen?.querySelector('.DocSearch-Title strong')?.textContent ?? '';
      setFound((current) =>
        current?.screen === screen && current?.query === query
          ? current
          : screen
            ? {screen, query}
            : null,
      );
    });
    observer.observe(document.body, {childList: true, subtree: true, characterData: true});
    return () => observer.disconnect();
  }, []);
  if (!found?.screen.isConnected) {
    return null;
  }
  return createPortal(
    <p className="DocSearch-Help search-tracker-link">
      <Link href={issueSearchUrl(found.query)}>{issueSearchText(found.query)}</Link>
    </p>,
    found.screen,
  );
}

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(
    () => {
      return (items: DocSearchHit[]) =>
        props.transformItems
          ? // Custom transformItems
            props.transformItems(items)
          : // Default transformItems
            items.map((item) => ({
              ...item,
              url: processSearchResultUrl(item.url),
            }));
    },
  );
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) =>
        <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: React.ReactNode;
}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate
        id="theme.SearchBar.seeAll"
        values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  function mergeFacetFilters(f1: FacetFilters, f2: FacetFilters): FacetFilters {
    const normalize = (f: FacetFilters): FacetFilters =>
      typeof f === 'string' ? [f] : f;
    return [...normalize(f1), ...normalize(f2)];
  }

  const contextualSearchFacetFilters =
    useAlgoliaContextualFacetFilters() as FacetFilters;

  const configFacetFilters: FacetFilters =
    props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchProps) {
  // CHANGED: pick the client for the mode the site was built with.
  const {mode, indexUrl} = useSearchMode();
  const isLocal = mode === 'local';
  const localIndexUrl = isLocal ? indexUrl : '';
  const loadModal = useCallback(
    () => importDocSearchModalIfNeeded(localIndexUrl),
    [localIndexUrl],
  );
  // CHANGED: the pointer or focus on the button also starts the search worker and its index downloads, so the
  // first search is answered as soon as the modal is open.
  const prepareModal = useCallback(() => {
    if (localIndexUrl) prefetchLocalIndex(localIndexUrl);
    return loadModal();
  }, [localIndexUrl, loadModal]);
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props});
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient(isLocal);

  const searchContainer = useRef<HTMLDivElement | null>(null);
  // CHANGED: React 19's useRef takes null without a cast.
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(
    undefined,
  );

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // CHANGED: lets CSS hide the "Search by Algolia" logo in local mode (see styles.css).
      if (isLocal) divElement.className = 'local-search';
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [isLocal]);

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // CHANGED: in local mode, the index download and its worker start with the code downloads, not after them.
    prepareModal().then(() => {
      setIsOpen(true);
    });
  }, [prepareSearchContainer, prepareModal]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    buttonRef: searchButtonRef,
  });

  return (
    <>
      {/* CHANGED: preconnect to the hosted service only in hosted mode. */}
      {!isLocal && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link
            rel="preconnect"
            href={`https://${props.appId}-dsn.algolia.net`}
            crossOrigin="anonymous"
          />
        </Head>
      )}

      <SearchButton
        onTouchStart={prepareModal}
        onFocus={prepareModal}
        onMouseOver={prepareModal}
        onClick={openModal}
        ref={searchButtonRef}
        translations={props.translations?.button ?? translations.button}
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={translations.placeholder}
            {...props}
            // CHANGED: "Let us know" opens a pre-filled issue; local mode never sends insights events.
            getMissingResultsUrl={missingResultsUrl}
            insights={isLocal ? false : props.insights}
            translations={modalTranslations(
              props.translations?.modal ?? translations.modal,
              isLocal,
            )}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
      {isOpen && <IssueTrackerSearch />}
    </>
  );
}

// CHANGED: in local mode on the dev server, the error screen explains that the index needs a production build.
function modalTranslations(
  modal: DocSearchModalProps['translations'],
  isLocal: boolean,
): DocSearchModalProps['translations'] {
  const errorScreen = isLocal ? localSearchErrorTexts() : undefined;
  return errorScreen ? {...modal, errorScreen} : modal;
}

export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as DocSearchProps)} />;
}
