/**
 * Toasts are announced: screen readers hear a toast because its text is put into a live region
 * (role="status" with aria-live) when it opens. Radix Toast's announcer lives for one second, so
 * a MutationObserver records what lands in any live region instead of polling for it.
 */
import { expect, gotoHydrated, test } from './fixtures/test';

test('a toast is announced through a live region, assertive when it is an error', async ({ page }) => {
  await gotoHydrated(page, '/compress-video');
  await page.evaluate(() => {
    const heard: { live: string; text: string }[] = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll<HTMLElement>('[aria-live]:not([aria-live="off"])')) {
        const text = region.textContent?.trim();
        if (text && !heard.some((h) => h.text === text)) heard.push({ live: region.getAttribute('aria-live') as string, text });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.keyboard.press('Tab'); // keyboard only, as a screen-reader user would
  const compress = page.getByRole('button', { name: 'Compress Video' });
  for (let i = 0; i < 40 && !(await compress.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast')).toContainText('No video selected');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { heard: { live: string; text: string }[] }).heard))
    .toContainEqual({ live: 'assertive', text: expect.stringContaining('No video selected') });
});
