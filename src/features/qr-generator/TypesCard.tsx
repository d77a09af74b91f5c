const TYPES: [string, string][] = [
  ['Plain Text', 'Any message; shown on the phone as text.'],
  ['URL/Website', 'Opens the page in the browser; https:// is added when missing.'],
  ['Email', 'Starts a new email to the address (mailto:).'],
  ['Phone Number', 'Offers to call the number (tel:). Include the country code.'],
  ['Wi-Fi Network', 'Joins the network without typing the password.'],
];

const PRACTICES = [
  'Keep it under 300 characters for fast, reliable scans.',
  'Dark code on a light background; keep the white border.',
  'Test with two phones before you print.',
];

/** The spec's 'types and best practices' card. */
export function TypesCard() {
  return (
    <section className="card" aria-labelledby="qr-types">
      <h2 id="qr-types" className="section-title">
        QR Code Types and Best Practices
      </h2>
      <dl className="space-y-2 text-sm">
        {TYPES.map(([type, text]) => (
          <div key={type}>
            <dt className="font-semibold text-slate-800">{type}</dt>
            <dd className="text-slate-600">{text}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {PRACTICES.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </section>
  );
}
