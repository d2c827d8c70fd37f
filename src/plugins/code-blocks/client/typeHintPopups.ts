/**
 * The type hint popups of code blocks (../shared/typeHints.ts): a name's popup opens when the
 * mouse rests on it, when it gets keyboard focus and when it is tapped; Escape, moving away or tapping elsewhere
 * closes it. Each block has one popup element, filled with the hint of the name that opens it; the page's hints are
 * loaded when the first one opens.
 *
 * Keyboard: Tab reaches a block's names as one stop (roving tabindex); the arrow keys move between names (Left and
 * Right by name, Up and Down by line), Home and End to the first and last; Tab again goes to the open popup's link.
 *
 * Loaded on the first event that concerns a name (./typeHints.ts), so pages pay for it only when a reader uses it.
 */
import { hintHtml } from '../shared/typeHints';

const NAME = '.type-hint';
const OPEN_CLASS = 'type-hint--open';
/** Waits before a hover opens (so moving the mouse across code does not flash popups) and before it closes. */
const HOVER_OPEN_MS = 200;
const HOVER_CLOSE_MS = 300;
/** Space between a name and its popup. */
const GAP_PX = 4;

let open: { name: HTMLElement; popup: HTMLElement } | undefined;
let timer: number | undefined;

const nameAt = (target: EventTarget | null) =>
  target instanceof Element ? (target.closest<HTMLElement>(NAME) ?? undefined) : undefined;
const isInOpen = (target: EventTarget | null) =>
  target instanceof Node && open !== undefined && (open.name.contains(target) || open.popup.contains(target));

/** The names of the block holding `name`, in reading order. */
const namesOf = (name: HTMLElement) => [...(name.closest('pre')?.querySelectorAll<HTMLElement>(NAME) ?? [])];

/** Shown in the popup when the page's hints cannot be loaded (offline); the next opening tries again. */
const LOAD_ERROR = '<p>The type information could not be loaded. Check the connection and try again.</p>';

function hide(): void {
  window.clearTimeout(timer);
  if (!open) return;
  open.popup.hidden = true;
  open.name.classList.remove(OPEN_CLASS);
  open.name.removeAttribute('aria-describedby');
  open = undefined;
}

/** Below the name, or above it when only there it fits in the window; never wider than the code block. */
function place(name: HTMLElement, popup: HTMLElement): void {
  const frame = (popup.offsetParent ?? document.body).getBoundingClientRect();
  const at = name.getBoundingClientRect();
  const left = Math.max(0, Math.min(at.left - frame.left, frame.width - popup.offsetWidth));
  const fitsBelow = at.bottom + GAP_PX + popup.offsetHeight <= window.innerHeight;
  const fitsAbove = at.top - GAP_PX - popup.offsetHeight >= 0;
  const top =
    !fitsBelow && fitsAbove ? at.top - frame.top - GAP_PX - popup.offsetHeight : at.bottom - frame.top + GAP_PX;
  popup.style.left = `${left}px`;
  popup.style.top = `${top}px`;
}

async function show(name: HTMLElement): Promise<void> {
  window.clearTimeout(timer);
  if (open?.name === name) return;
  hide();
  const pre = name.closest('pre');
  const popup = pre?.parentElement?.querySelector<HTMLElement>(':scope > .type-hint-popup');
  const block = pre?.dataset.typeHints;
  if (!popup || !block) return;
  open = { name, popup };
  name.classList.add(OPEN_CLASS);
  // Screen readers read the popup as the name's description.
  name.setAttribute('aria-describedby', popup.id);
  const html = await hintHtml(block, namesOf(name).indexOf(name)).catch(() => LOAD_ERROR);
  // Closed, or another name opened, while the hints were loading.
  if (open?.name !== name) return;
  if (!html) return hide();
  popup.innerHTML = html;
  popup.hidden = false;
  place(name, popup);
}

/** The name on the nearest line above (-1) or below (+1) that has names, closest to `name` horizontally. */
function nameOnLine(names: HTMLElement[], name: HTMLElement, direction: 1 | -1): HTMLElement | undefined {
  const line = name.closest('.token-line');
  const index = names.indexOf(name);
  let other: Element | null | undefined;
  for (let at = index + direction; at >= 0 && at < names.length; at += direction) {
    const candidateLine = names[at]?.closest('.token-line');
    if (candidateLine !== line) {
      other = candidateLine;
      break;
    }
  }
  if (!other) return undefined;
  const x = name.getBoundingClientRect().left;
  const onLine = names.filter((candidate) => candidate.closest('.token-line') === other);
  const distance = (candidate: HTMLElement) => Math.abs(candidate.getBoundingClientRect().left - x);
  return onLine.reduce((best, candidate) => (distance(candidate) < distance(best) ? candidate : best));
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape' && open) {
    // Focus stays where it is; from inside the popup it returns to the name.
    if (open.popup.contains(document.activeElement)) open.name.focus();
    hide();
    return;
  }
  const name = nameAt(event.target);
  if (!name || event.altKey || event.ctrlKey || event.metaKey) return;
  const names = namesOf(name);
  const index = names.indexOf(name);
  const target = {
    ArrowRight: names[index + 1],
    ArrowLeft: names[index - 1],
    ArrowDown: nameOnLine(names, name, 1),
    ArrowUp: nameOnLine(names, name, -1),
    Home: names[0],
    End: names.at(-1),
  }[event.key];
  if (!target) return;
  event.preventDefault();
  target.tabIndex = 0;
  target.focus();
}

function onFocusIn(event: FocusEvent): void {
  const name = nameAt(event.target);
  if (name) {
    // The focused name is the block's tab stop from now on.
    for (const other of namesOf(name)) other.tabIndex = other === name ? 0 : -1;
    void show(name);
  } else if (!isInOpen(event.target)) hide();
}

function onFocusOut(event: FocusEvent): void {
  if (!isInOpen(event.relatedTarget) && !nameAt(event.relatedTarget)) hide();
}

function onPointerOver(event: PointerEvent): void {
  if (event.pointerType === 'touch') return;
  if (isInOpen(event.target)) {
    window.clearTimeout(timer);
    return;
  }
  const name = nameAt(event.target);
  if (!name) return;
  window.clearTimeout(timer);
  // Moving from one open popup's name to the next switches at once.
  if (open) void show(name);
  else timer = window.setTimeout(() => void show(name), HOVER_OPEN_MS);
}

function onPointerOut(event: PointerEvent): void {
  if (event.pointerType === 'touch' || isInOpen(event.relatedTarget)) return;
  window.clearTimeout(timer);
  // Keyboard focus keeps its popup open.
  if (open && document.activeElement !== open.name) timer = window.setTimeout(hide, HOVER_CLOSE_MS);
}

function onPointerDown(event: PointerEvent): void {
  // A tap on a name opens it (focus follows); a tap anywhere else but the open popup closes it.
  const name = nameAt(event.target);
  if (name) void show(name);
  else if (!isInOpen(event.target)) hide();
}

/** The document events this module handles (./typeHints.ts listens to them and hands them over). */
export const HANDLERS = {
  keydown: onKeyDown,
  focusin: onFocusIn,
  focusout: onFocusOut,
  pointerover: onPointerOver,
  pointerout: onPointerOut,
  pointerdown: onPointerDown,
} as const satisfies Record<string, (event: never) => void>;

/** The page changed under an open popup. */
export function forgetOpenPopup(): void {
  open = undefined;
}
