import { type ComponentProps, createContext, type KeyboardEvent, useContext, useId, useState } from 'react';
import { cn } from '@/lib/cn';

// WAI-ARIA tabs written here rather than Radix's: Radix Tabs brings its roving-focus and collection
// packages, ~6 KB gzipped on the campaign page for what these few lines do (bench/bundle, issue 40).
// Arrow keys move between triggers and select (automatic activation), Home/End jump to the ends;
// only the selected panel is mounted, as with Radix.

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue ?? '');
  const base = useId();
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    // The value may hold characters an id should not (spaces): it is encoded.
    idOf: (part, tab) => `${base}-${part}-${encodeURIComponent(tab)}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** Moves focus (and the selection) to the previous, next, first or last enabled tab. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowRight: (index, count) => (index + 1) % count,
    ArrowLeft: (index, count) => (index - 1 + count) % count,
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const step = keys[event.key];
  if (!step) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  event.preventDefault();
  const next = tabs[step(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'inline-flex h-auto items-center justify-center gap-1 rounded-xl bg-muted p-1 text-muted-foreground',
        className,
      )}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented) moveFocus(event);
      }}
      {...props}
    />
  );
}

export function TabsTrigger({
  className,
  value,
  onClick,
  ...props
}: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      // One tab stop for the list: the selected tab; arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex min-h-9 items-center justify-center gap-2 whitespace-nowrap rounded-lg px-4 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({ className, value, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state="active"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: Tab from the list reaches the panel, which may hold no control.
      tabIndex={0}
      className={cn(
        'mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
