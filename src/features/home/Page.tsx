import { Link } from 'react-router-dom';
import { site } from '../../../content/site';
import { Seo } from '../../app/Seo';
import { tools } from '../../tools';

export default function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Seo title={`${site.name}: ${site.tagline}`} description={site.description} path="/" keywords={['file compressor', 'compress pdf', 'compress image', 'compress video', 'online file tools']} />
      <section className="py-10 text-center">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{site.tagline}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{site.description}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/compress-image" className="btn-primary">Start Compressing</Link>
          <Link to="/about" className="btn-secondary">Learn More</Link>
        </div>
      </section>
      <section id="tools" aria-labelledby="tools-heading" className="scroll-mt-20">
        <h2 id="tools-heading" className="section-title text-center">Popular Tools</h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.filter((t) => t.featured).map((t) => (
            <li key={t.slug} className="card">
              <h3 className="font-semibold text-slate-900">
                <Link to={`/${t.slug}`} className="hover:text-indigo-700">{t.name}</Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{t.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
