/**
 * Client module: listens for the events that open and close type hint popups in code samples, on the document (one
 * set of listeners serves every block). The popups' code (./typeHintPopups.ts) loads on the first event that
 * concerns a name, so it is not part of the JavaScript every page loads first.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Popups = typeof import('./typeHintPopups');
type EventName = keyof Popups['HANDLERS'];

let popups: Popups | undefined;
let loading: Promise<Popups> | undefined;

/** Whether an event concerns a name with a type hint (before the popups' code is loaded, nothing else can). */
const concernsName = (event: Event) => event.target instanceof Element && event.target.closest('.type-hint') !== null;

function listen(type: EventName): void {
  document.addEventListener(type, (event) => {
    if (popups) {
      popups.HANDLERS[type](event as never);
      return;
    }
    if (!concernsName(event)) return;
    loading ??= import('./typeHintPopups');
    // The first event is handled once the code is there: a focus or a hover opens the popup a moment later. When
    // the code cannot load (offline), nothing opens and the next event tries again; the page itself is fine.
    loading.then(
      (loaded) => {
        popups = loaded;
        loaded.HANDLERS[type](event as never);
      },
      () => {
        loading = undefined;
      },
    );
  });
}

if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['keydown', 'focusin', 'focusout', 'pointerover', 'pointerout', 'pointerdown'] as const)
    listen(type);
}

export function onRouteDidUpdate(): void {
  popups?.forgetOpenPopup();
}
