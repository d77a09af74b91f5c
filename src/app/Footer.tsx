import { Link } from 'react-router-dom';
import { site } from '../../content/site';
import { tools } from '../tools';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/founder', label: 'Founder' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
];

export function Footer() {
  return (
    <footer className="mt-12 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.tagline}.</p>
          <p className="mt-2 text-sm">{site.description}</p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="mb-3 font-semibold text-white">Quick Links</h2>
          <ul className="space-y-1 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="hover:text-white hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Services">
          <h2 className="mb-3 font-semibold text-white">Services</h2>
          <ul className="space-y-1 text-sm">
            {tools.filter((t) => t.inFooter).map((t) => (
              <li key={t.slug}>
                <Link to={`/${t.slug}`} className="hover:text-white hover:underline">
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-xs text-slate-300">
        © {site.copyrightYear} {site.name}. All rights reserved. Files are processed on your device and never uploaded.
      </p>
    </footer>
  );
}
