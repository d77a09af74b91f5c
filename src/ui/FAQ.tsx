import { t } from '../i18n/messages';
import type { Faq } from './toolCopy';

/**
 * The FAQ as native disclosures (`<details>`/`<summary>`): keyboard, screen readers and
 * find-in-page work without any script, and the answers are in the prerendered HTML.
 */
export function FAQ({ faqs, title = t('faq.title') }: { faqs: Faq[]; title?: string }) {
  return (
    <section aria-labelledby="faq-heading" className="card">
      <h2 id="faq-heading" className="section-title">
        {title}
      </h2>
      <div className="divide-y divide-slate-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between py-3 text-start font-medium text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span aria-hidden="true" className="ms-4 transition-transform group-open:rotate-180">
                ▾
              </span>
            </summary>
            <div className="pb-3 text-slate-600">{faq.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
