import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { languageToOffer, rememberedLanguage, rememberLanguage } from '../i18n/choice';
import { liveLocales, localizedPath, type Locale } from '../i18n/locales';
import { activeLocale, t } from '../i18n/messages';
import { useHydrated } from '../lib/useHydrated';
import { richText } from '../ui/richText';

/**
 * The same page in each live language: ordinary links (a language's page is its own prerendered
 * file), each marked with its language, and the choice remembered. Nothing when there is no
 * other language.
 */
export function LanguageLinks({ locales = liveLocales, className }: { locales?: readonly Locale[]; className?: string }) {
  const { pathname } = useLocation();
  const current = activeLocale();
  if (locales.length < 2) return null;
  return (
    <ul className={`language-names ${className ?? ''}`}>
      {locales.map((locale) => (
        <li key={locale.code}>
          <a
            href={localizedPath(pathname, locale)}
            hrefLang={locale.tag}
            lang={locale.tag}
            aria-current={locale.code === current.code ? 'true' : undefined}
            onClick={() => rememberLanguage(locale.code)}
            className="block rounded px-2 py-1 text-sm hover:underline aria-[current=true]:font-semibold"
          >
            {locale.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's language menu: a native disclosure (keyboard and screen readers for free). */
export function LanguageMenu({ locales = liveLocales }: { locales?: readonly Locale[] }) {
  if (locales.length < 2) return null;
  return (
    <details className="relative text-sm">
      {/* The name says what the menu is and holds the words shown (WCAG 2.5.3, label in name). */}
      <summary className="cursor-pointer rounded px-2 py-1 font-medium text-slate-700">
        <span className="sr-only">{t('language.label')}: </span>
        <span lang={activeLocale().tag}>{activeLocale().name}</span>
      </summary>
      <LanguageLinks locales={locales} className="absolute end-0 z-50 mt-2 w-48 rounded-lg border border-slate-200 bg-white p-2 shadow-xl" />
    </details>
  );
}

/**
 * A first visit whose browser prefers another live language is offered it, in a bar at the bottom
 * it can dismiss; never switched unasked. Shown after hydration (the prerendered page cannot know).
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  const { pathname } = useLocation();
  const offer = hydrated && !dismissed ? languageToOffer(navigator.languages, activeLocale(), liveLocales, rememberedLanguage()) : null;
  if (!offer) return null;
  const current = activeLocale();
  return (
    // Fixed at the bottom: it appears after hydration and must not push the page down (layout shift).
    <aside aria-label={t('language.label')} className="fixed inset-x-0 bottom-0 z-40 border-t border-indigo-200 bg-indigo-50 px-4 py-3 text-center text-sm text-slate-800 shadow-lg">
      <span>{richText('language.offer', { language: <span lang={offer.tag}>{offer.name}</span> })}</span>{' '}
      <a href={localizedPath(pathname, offer)} hrefLang={offer.tag} className="link font-semibold" onClick={() => rememberLanguage(offer.code)}>
        {t('language.switch', { language: offer.name })}
      </a>{' '}
      <button
        type="button"
        className="link"
        onClick={() => {
          rememberLanguage(current.code);
          setDismissed(true);
        }}
      >
        {t('language.dismiss', { language: current.name })}
      </button>
    </aside>
  );
}
