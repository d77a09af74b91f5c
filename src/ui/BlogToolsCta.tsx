import { Link } from 'react-router-dom';
import { t } from '../i18n/messages';
import { toolBySlug, toolName } from '../tools';

/** The spec's blog call-to-action: the three compressors readers of the blog want next. */
const CTA_TOOLS = ['compress-pdf', 'compress-image', 'compress-video'].map(toolBySlug);

export function BlogToolsCta({ title = t('blogCta.title') }: { title?: string }) {
  return (
    <section aria-labelledby="blog-cta" className="rounded-xl bg-indigo-600 p-8 text-center text-white">
      <h2 id="blog-cta" className="text-2xl font-bold">
        {title}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-indigo-50">
        {t('blogCta.text')}
      </p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {CTA_TOOLS.map((tool) => (
          <li key={tool.slug}>
            <Link
              to={`/${tool.slug}`}
              className="inline-flex rounded-lg bg-white px-5 py-2.5 font-semibold text-indigo-700 shadow-sm hover:bg-indigo-50 focus-visible:ring-4 focus-visible:ring-indigo-300"
            >
              {toolName(tool)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
