/** The format comparison table of the spec (JPEG, PNG, WebP, AVIF, SVG). */
const ROWS = [
  ['JPEG', 'Lossy', 'No', 'Photos, email, anywhere', 'Universal'],
  ['PNG', 'Lossless', 'Yes', 'Screenshots, logos, text', 'Universal'],
  ['WebP', 'Lossy or lossless', 'Yes', 'Websites (25-35% smaller than JPEG)', 'All modern browsers'],
  ['AVIF', 'Lossy or lossless', 'Yes', 'Websites, smallest photos', 'Modern browsers'],
  ['SVG', 'Vector (here: wraps your pixels)', 'Yes', 'Icons and drawings made as vectors', 'All browsers'],
];

export function FormatTable() {
  return (
    <section className="card overflow-x-auto">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">Image format comparison</h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            {['Format', 'Compression', 'Transparency', 'Best for', 'Support'].map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([format, ...cells]) => (
            <tr key={format} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{format}</th>
              {cells.map((c) => (
                <td key={c} className="py-2 pr-4 text-slate-600">{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
