/**
 * The language menu, links and first-visit offer, in their own chunk: a page's prerendered HTML has
 * them, and their code loads after the page's own (it is not needed to read or use the page).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { liveLocales } from '../i18n/locales';

const parts = () => import('./LanguageMenu');
const Menu = lazy(() => parts().then((m) => ({ default: m.LanguageMenu })));
const Links = lazy(() => parts().then((m) => ({ default: m.LanguageLinks })));
const Offer = lazy(() => parts().then((m) => ({ default: m.LanguageOffer })));

/** Whether there is a language to choose. */
export const manyLanguages = liveLocales.length > 1;

export const LanguageMenuPart = () => (manyLanguages ? <Suspense fallback={null}><Menu /></Suspense> : null);
export const LanguageLinksPart = (props: ComponentProps<typeof Links>) => (manyLanguages ? <Suspense fallback={null}><Links {...props} /></Suspense> : null);
export const LanguageOfferPart = () => (manyLanguages ? <Suspense fallback={null}><Offer /></Suspense> : null);
