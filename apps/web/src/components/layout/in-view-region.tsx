import { type ReactNode, useRef } from 'react';
import { nearViewport, StaticRegion } from './static-region';

/**
 * A part of a server-rendered page whose code is needed only once the visitor gets to it (issue
 * 28, decision 089): the server's markup stands (a StaticRegion) until the page is ready and the
 * region nears the viewport (`nearViewport`), or the visitor presses, focuses or types in
 * it; then `children` (typically a lazy component, whose code is only then downloaded) replace it
 * in a transition, the same markup, so nothing moves. What the visitor typed, chose or focused in
 * the server's markup meanwhile is handed to the live fields at the same place, and a click on a
 * control there is held and played on the live one: nothing done early is lost. Its element
 * needs a box of its own (no `contents`), for the viewport to be watched.
 */
export function InViewRegion({ children, className }: { children: ReactNode; className?: string }) {
  const handover = useRef<Handover | null>(null);
  return (
    <StaticRegion
      className={className}
      wake={(region, goLive) => {
        handover.current = watchServerMarkup(region, goLive);
        return nearViewport(region, goLive);
      }}
      onLive={(region) => {
        const taken = handover.current?.take();
        handover.current = null;
        if (!taken) return;
        restoreFields(region, taken);
        // Once React has attached the live components' handlers.
        setTimeout(() => dispatchChanges(region, taken), 0);
      }}
    >
      {children}
    </StaticRegion>
  );
}

// What a visitor did in the server's markup before it went live: the live markup replaces it, so
// what was typed, chosen, focused or clicked there is handed to the element at the same place.

const FIELD = 'input, textarea, select';
const CONTROL = 'button, [role="button"], [role="tab"], [role="checkbox"], summary';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Handover {
  /** Stops listening to the server markup and says what to hand over. */
  take: () => Taken;
}

interface Taken {
  /** The fields whose value the visitor changed, by their place among the region's fields. */
  fields: { index: number; value: string }[];
  /** The field that had the focus, by its place, and its selection. */
  focus: { index: number; start: number | null; end: number | null } | null;
  /** The controls clicked (held: their action is the live control's), by their place. */
  clicks: number[];
}

const fieldsOf = (region: Element) => [...region.querySelectorAll<Field>(FIELD)];

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.value !== (initial?.value ?? '');
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return false;
  return field.value !== field.defaultValue;
}

/** Watches the server markup of `region` from now on: a press, focus or key in it calls `wake`
 *  (the region should go live now), and a click on a control is held, to be played on the live
 *  one. Text typed meanwhile stays in the server's field and is read when taken. */
function watchServerMarkup(region: HTMLElement, wake: () => void): Handover {
  const clicks: number[] = [];
  let focused: Field | null = null;
  const controls = () => [...region.querySelectorAll<HTMLElement>(CONTROL)];
  const onIntent = () => wake();
  const onFocus = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.matches(FIELD)) focused = target as Field;
    wake();
  };
  const onClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CONTROL) : null;
    if (!control || !region.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const index = controls().indexOf(control);
    if (!clicks.includes(index)) clicks.push(index);
    wake();
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', onIntent],
    ['keydown', onIntent],
    ['focusin', onFocus],
    ['click', onClick],
  ];
  for (const [type, listener] of listeners) region.addEventListener(type, listener, { capture: true });

  return {
    take: () => {
      for (const [type, listener] of listeners) region.removeEventListener(type, listener, { capture: true });
      const fields = fieldsOf(region);
      const active = document.activeElement;
      const hasFocus = focused && (active === focused || !active || active === document.body);
      let focus: Taken['focus'] = null;
      if (focused && hasFocus) {
        let start: number | null = null;
        let end: number | null = null;
        try {
          ({ selectionStart: start, selectionEnd: end } = focused as HTMLInputElement);
        } catch {
          // A number field has no selection.
        }
        focus = { index: fields.indexOf(focused), start, end };
      }
      return {
        fields: fields.flatMap((field, index) => (changed(field) ? [{ index, value: field.value }] : [])),
        focus,
        clicks,
      };
    },
  };
}

/** Puts what was typed into the live fields and gives the focus back, before the browser paints
 *  the live markup (a layout effect). */
function restoreFields(region: HTMLElement, taken: Taken): void {
  const fields = fieldsOf(region);
  for (const { index, value } of taken.fields) {
    const field = fields[index];
    if (!field) continue;
    // Past React: the input event that follows (dispatchChanges) then reads as a change.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setValue?.call(field, value);
  }
  const focus = taken.focus && fields[taken.focus.index];
  if (focus && taken.focus && (document.activeElement === document.body || !document.activeElement)) {
    focus.focus({ preventScroll: true });
    try {
      if (taken.focus.start !== null && 'setSelectionRange' in focus) {
        focus.setSelectionRange(taken.focus.start, taken.focus.end);
      }
    } catch {
      // A number field has no selection.
    }
  }
}

/** Tells the live components what was typed (an input and a change event per field, which React
 *  reports to their handlers), then plays the held clicks on the live controls. */
function dispatchChanges(region: HTMLElement, taken: Taken): void {
  const fields = fieldsOf(region);
  for (const { index } of taken.fields) {
    fields[index]?.dispatchEvent(new Event('input', { bubbles: true }));
    fields[index]?.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const controls = [...region.querySelectorAll<HTMLElement>(CONTROL)];
  for (const index of taken.clicks) controls[index]?.click();
}
