/**
 * Every language the site is being translated into (issue 37), with its path code, BCP 47 tag, own
 * name and direction. Not in the pages' JavaScript: a language goes live by moving its row into
 * `liveLocales` (locales.ts) once its catalogs are complete.
 */
import type { Locale } from './locales';

const ltr = (code: string, tag: string, name: string): Locale => ({ code, tag, name, dir: 'ltr' });
const rtl = (code: string, tag: string, name: string): Locale => ({ code, tag, name, dir: 'rtl' });

export const TARGET_LOCALES: readonly Locale[] = [
  ltr('es', 'es', 'Español'),
  ltr('pt-br', 'pt-BR', 'Português (Brasil)'),
  ltr('fr', 'fr', 'Français'),
  ltr('de', 'de', 'Deutsch'),
  ltr('it', 'it', 'Italiano'),
  ltr('nl', 'nl', 'Nederlands'),
  ltr('pl', 'pl', 'Polski'),
  ltr('ru', 'ru', 'Русский'),
  ltr('uk', 'uk', 'Українська'),
  ltr('tr', 'tr', 'Türkçe'),
  rtl('ar', 'ar', 'العربية'),
  rtl('fa', 'fa', 'فارسی'),
  ltr('hi', 'hi', 'हिन्दी'),
  ltr('id', 'id', 'Bahasa Indonesia'),
  ltr('vi', 'vi', 'Tiếng Việt'),
  ltr('th', 'th', 'ไทย'),
  ltr('ja', 'ja', '日本語'),
  ltr('ko', 'ko', '한국어'),
  ltr('zh-cn', 'zh-CN', '简体中文'),
  ltr('zh-tw', 'zh-TW', '繁體中文'),
];
