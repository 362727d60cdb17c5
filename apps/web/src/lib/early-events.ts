// What a visitor does on a server-rendered page before React has hydrated it (issue 28, decision
// 079). Run by boot.ts, the page's first script; no import from the app, so it stays in that
// small file. Until the app marks the page ready (<html data-page-ready>, routes.tsx) and what was
// held has been played back (what comes during the playback is held too, and played after it):
// - a click on a control (button, tab, checkbox, radio, summary) is held back, with the pointer
//   and mouse events before it, and played back on the same element once ready: React adopts the
//   server's elements, so the element clicked is the one React now owns. Links are left alone:
//   the browser follows them itself.
// - what is typed or chosen in a field stays in the field (the browser keeps it), and the field
//   is told again once ready, so the component's state takes the text instead of wiping it on its
//   next render (React keeps a hydrated field's text but not in its state).
// - a form's submission waits, and is submitted again once ready.
// Held events are stopped at the document, before React (whose listeners sit on #root) can see
// them half-way through hydration: each acts once, on the hydrated page, in the order it came.
// While one waits the page shows it is working (a progress cursor and a bar at the top).

/** A control a click acts on: what is held back. */
const CONTROL =
  'button, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"], ' +
  'input[type="checkbox"], input[type="radio"], input[type="submit"], input[type="button"], summary';
const FIELD = 'input, textarea, select';
/** Events that make up a click; all are held, the click is what is played back. */
const PRESS_EVENTS = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'touchstart', 'touchend'];
/** Past this without the page becoming ready (its code failed to load), the page is let go. */
const GIVE_UP_MS = 20_000;

type Held =
  | { kind: 'click'; control: HTMLElement; x: number; y: number }
  | { kind: 'field'; field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

const isReady = () => 'pageReady' in document.documentElement.dataset;

/** Holds early events until the page is ready, then plays them back. */
export function holdEarlyEvents(root: Document = document): void {
  if (isReady()) return;
  const html = root.documentElement;
  const held: Held[] = [];
  const listeners: [string, (event: Event) => void][] = [];
  html.dataset.booting = '';

  const controlOf = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(CONTROL);
    if (!control || control.matches(':disabled') || control.closest('a[href]')) return null;
    return control;
  };
  const pending = () => {
    html.dataset.bootPending = '';
  };
  const listen = (type: string, handler: (event: Event) => void) => {
    // What the playback itself dispatches passes; anything else is held until it is done.
    const unlessPlayedBack = (event: Event) => {
      if (!playingBack) handler(event);
    };
    listeners.push([type, unlessPlayedBack]);
    root.addEventListener(type, unlessPlayedBack, { capture: true });
  };

  for (const type of PRESS_EVENTS) {
    listen(type, (event) => {
      // The press itself stays with the browser (focus, the :active look); React does not see it.
      if (controlOf(event)) event.stopImmediatePropagation();
    });
  }
  listen('keydown', (event) => {
    // Enter or Space on a control: the browser turns it into a click, which is held (below).
    const key = (event as KeyboardEvent).key;
    if ((key === 'Enter' || key === ' ') && controlOf(event)) event.stopImmediatePropagation();
  });
  listen('click', (event) => {
    const control = controlOf(event);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { clientX: x, clientY: y } = event as MouseEvent;
    // A second click on the same control before ready is the same wish, not a toggle back.
    if (!held.some((entry) => entry.kind === 'click' && entry.control === control)) {
      held.push({ kind: 'click', control, x, y });
    }
    pending();
  });
  const fieldChanged = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    const field = target?.closest<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELD);
    if (!field || field.matches(CONTROL)) return;
    event.stopImmediatePropagation();
    // The text as typed: a render between hydration and ready may already have wiped the field.
    const entry = held.find((candidate) => candidate.kind === 'field' && candidate.field === field);
    if (entry?.kind === 'field') entry.value = field.value;
    else held.push({ kind: 'field', field, value: field.value });
  };
  listen('input', fieldChanged);
  listen('change', fieldChanged);
  listen('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: (event as SubmitEvent).submitter ?? null });
    pending();
  });

  const release = () => {
    for (const [type, handler] of listeners) root.removeEventListener(type, handler, { capture: true });
    delete html.dataset.booting;
  };
  const done = () => {
    delete html.dataset.bootPending;
  };
  const giveUp = setTimeout(() => {
    observer.disconnect();
    release();
    done();
  }, GIVE_UP_MS);
  const observer = new MutationObserver(() => {
    if (!isReady()) return;
    observer.disconnect();
    clearTimeout(giveUp);
    // After the commit's own effects and the task that marked the page ready. Events are still
    // held until the playback is done, and played after it in their turn: a click that came in
    // between had reached the app before the amount typed earlier, and Donate found it empty
    // (bench/interactive, 1 try in ~50 under load).
    setTimeout(async () => {
      try {
        // Entries held meanwhile are appended, and played in this same loop.
        for (const entry of held) {
          await replay(entry);
          // React applies what an event changed in a task of its own: the next entry sees it (the
          // amount typed is in the panel's state before Donate is clicked).
          await nextTask();
        }
      } finally {
        release();
        done();
      }
    }, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: ['data-page-ready'] });
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Set while the playback dispatches: those events (dispatched synchronously) are not held. */
let playingBack = false;

function dispatching(dispatch: () => void): void {
  playingBack = true;
  try {
    dispatch();
  } finally {
    playingBack = false;
  }
}

async function replay(entry: Held): Promise<void> {
  if (entry.kind === 'click') {
    const { control } = entry;
    if (!control.isConnected || control.matches(':disabled')) return;
    // Where it was pressed, or its middle (a key press has no position).
    const box = control.getBoundingClientRect();
    const x = entry.x || box.left + box.width / 2;
    const y = entry.y || box.top + box.height / 2;
    const init = {
      bubbles: true,
      cancelable: true,
      composed: true,
      clientX: x,
      clientY: y,
      button: 0,
      view: window,
    };
    // The whole press, as components listen for different parts of it (Radix's tabs and menus
    // act on pointer or mouse down, a dialog's trigger on click).
    const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
    const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
    dispatching(() => {
      control.dispatchEvent(new Pointer('pointerdown', { ...pointer, buttons: 1 }));
      control.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
    });
    await nextTask();
    dispatching(() => {
      control.dispatchEvent(new Pointer('pointerup', pointer));
      control.dispatchEvent(new MouseEvent('mouseup', init));
      control.dispatchEvent(new MouseEvent('click', { ...init, detail: 1 }));
    });
    return;
  }
  if (entry.kind === 'field') {
    const { field, value: typed } = entry;
    if (!field.isConnected) return;
    const prototype = Object.getPrototypeOf(field) as object;
    const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    if (!setValue) return;
    // React keeps a hydrated field's text but records it as the field's known value, so an input
    // event alone changes nothing for it (and a render since may have emptied the field). Through
    // the element's own setter, which React watches, the field is set to something else (what it
    // was rendered with), then, past React, to the text: the event that follows reports the text
    // as a change.
    let other = typed === '' ? defaultValueOf(field) : '';
    if (other === typed) other = ' ';
    dispatching(() => {
      field.value = other;
      setValue.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    });
    return;
  }
  if (entry.form.isConnected) {
    const submitter = entry.submitter?.isConnected && entry.submitter.closest('form') === entry.form;
    dispatching(() => entry.form.requestSubmit(submitter ? entry.submitter : undefined));
  }
}

function defaultValueOf(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (field instanceof HTMLSelectElement) {
    const option = [...field.options].find((candidate) => candidate.defaultSelected) ?? field.options[0];
    return option?.value ?? '';
  }
  return field.defaultValue;
}
