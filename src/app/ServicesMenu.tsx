import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';
import { toolName, tools } from '../tools';

/**
 * The header's Services menu as a disclosure of links (the WAI-ARIA pattern for site navigation):
 * a button with aria-expanded and a list of ordinary links, closed by Escape, an outside click or
 * choosing a link. It costs a few lines instead of a menu widget and its positioning engine.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onFocus = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onFocus);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="rounded px-2 py-1 text-sm font-medium text-slate-700 hover:text-indigo-700"
      >
        {t('nav.services')} <span aria-hidden="true">▾</span>
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-2 grid w-[34rem] grid-cols-2 gap-1 rounded-lg border border-slate-200 bg-white p-2 shadow-xl"
      >
        {tools.map((tool) => (
          <li key={tool.slug}>
            <Link
              to={`/${tool.slug}`}
              onClick={() => setOpen(false)}
              className="block rounded px-3 py-2 text-sm text-slate-700 hover:bg-indigo-50 hover:text-indigo-700 focus-visible:bg-indigo-50"
            >
              {toolName(tool)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
