// The Owner's three headline figures (issue 51): visitors and order taps this week against last
// week, and catering booked this month. Opens /admin/numbers and sits on the dashboard.
import { NUMBERS_WORDS } from "#app/content/numbers-words.ts";
import type { NumbersHeadline } from "#app/domain/dashboard/numbers-page.server.ts";

const WORDS = NUMBERS_WORDS.headline;

/** The figures as the dashboard's tiles. */
export function NumbersHeadlineFigures({ headline }: { headline: NumbersHeadline }) {
  const { visitors, orderTaps, catering } = headline;
  const tiles = [
    {
      id: "headline-visitors",
      title: WORDS.visitors,
      figure: visitors && WORDS.visitorsFigure(visitors.count),
      change: visitors?.change,
    },
    {
      id: "headline-taps",
      title: WORDS.taps,
      figure: orderTaps && WORDS.tapsFigure(orderTaps.count),
      change: orderTaps?.change,
    },
    {
      id: "headline-catering",
      title: WORDS.catering,
      figure: catering && WORDS.cateringFigure(catering.booked, catering.value),
      change: undefined,
    },
  ];
  return (
    <ul className="admin-today">
      {tiles.map((tile) => (
        <li key={tile.id} className="admin-today__item" aria-labelledby={tile.id}>
          <h3 id={tile.id}>{tile.title}</h3>
          {tile.figure === null ? (
            <p>{WORDS.unreadable}</p>
          ) : (
            <>
              <p className="admin-today__figure">{tile.figure}</p>
              {tile.change ? <p>{tile.change}</p> : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
