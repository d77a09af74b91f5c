import { Accordion } from 'radix-ui';
import type { Faq } from './toolCopy';

/** Accessible FAQ accordion (Radix: buttons with aria-expanded, arrow-key navigation). */
export function FAQ({ faqs, title = 'Frequently Asked Questions' }: { faqs: Faq[]; title?: string }) {
  return (
    <section aria-labelledby="faq-heading" className="card">
      <h2 id="faq-heading" className="section-title">
        {title}
      </h2>
      <Accordion.Root type="multiple" className="divide-y divide-slate-200">
        {faqs.map((faq, i) => (
          <Accordion.Item key={faq.question} value={`faq-${i}`}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between py-3 text-left font-medium text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
                {faq.question}
                <span aria-hidden="true" className="ml-4 transition-transform group-data-[state=open]:rotate-180">
                  ▾
                </span>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-3 text-slate-600">{faq.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
