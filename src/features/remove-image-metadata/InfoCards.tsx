import type { TitledText } from '../../ui/toolCopy';

/** Each card's icon, in the order of the cards. */
const ICONS = ['🛡', '✨', '🕶'];

/** The side column's three info cards (spec: Privacy Protection, Image Quality, Identity Protection). */
export function InfoCards({ cards }: { cards: TitledText[] }) {
  return (
    <div className="space-y-4">
      {cards.map((card, n) => (
        <section key={card.title} className="card" aria-label={card.title}>
          <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
            <span aria-hidden="true">{ICONS[n]}</span>
            {card.title}
          </h2>
          <p className="text-sm text-slate-600">{card.text}</p>
        </section>
      ))}
    </div>
  );
}
