import type { TitledText } from '../../ui/toolCopy';

const ICONS: Record<string, string> = { 'Privacy Protection': '🛡', 'Image Quality': '✨', 'Identity Protection': '🕶' };

/** The side column's three info cards (spec: Privacy Protection, Image Quality, Identity Protection). */
export function InfoCards({ cards }: { cards: TitledText[] }) {
  return (
    <div className="space-y-4">
      {cards.map((card) => (
        <section key={card.title} className="card" aria-label={card.title}>
          <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
            <span aria-hidden="true">{ICONS[card.title]}</span>
            {card.title}
          </h2>
          <p className="text-sm text-slate-600">{card.text}</p>
        </section>
      ))}
    </div>
  );
}
