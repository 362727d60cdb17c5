import { TIMINGS } from '@crowdvault/shared/constants';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the Toaster's default is TIMINGS.toastDurationMs. */
  duration?: number;
  action?: ReactNode;
  /** Also run when Escape closes the toast: a toast raised from a dialog closes the dialog with
   *  it, so one Escape still closes what the person sees (issue 20, item 7). */
  onEscape?: () => void;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

type Listener = (toasts: readonly ToastItem[]) => void;

let toasts: readonly ToastItem[] = [];
let counter = 0;
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

// A dismissed toast stays mounted (closed) for a moment so Radix can animate it out.
function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TIMINGS.toastRemoveDelayMs);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given; it is removed 1 s later. */
export function dismissToast(id?: string) {
  const targets = toasts.filter((item) => id === undefined || item.id === id);
  for (const item of targets) scheduleRemoval(item.id);
  setToasts(toasts.map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
}

/** Shows a toast. The newest is first; beyond TIMINGS.toastLimit the oldest are dropped. */
export function toast(input: ToastInput): ToastHandle {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TIMINGS.toastLimit));
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next) => setToasts(toasts.map((item) => (item.id === id ? { ...item, ...next } : item))),
  };
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Test helper: forgets every toast and pending removal. */
export function resetToasts() {
  for (const timer of removalTimers.values()) clearTimeout(timer);
  removalTimers.clear();
  setToasts([]);
}

/** The current toasts plus the functions to add and dismiss them. */
export function useToast() {
  const current = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
