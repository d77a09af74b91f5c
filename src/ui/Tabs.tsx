import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export interface TabItem<V extends string> {
  value: V;
  label: string;
  content?: ReactNode;
}

/** Tabs (Radix): arrow keys move between tabs. Without `content` they act as a segmented choice. */
export function Tabs<V extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <RadixTabs.Root value={value} onValueChange={(v) => onChange(v as V)}>
      <RadixTabs.List aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        // A segmented choice still renders its (empty) panels: every tab must control a real element.
        <RadixTabs.Content key={item.value} value={item.value} className={item.content === undefined ? undefined : 'mt-4 focus-visible:outline-none'}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
