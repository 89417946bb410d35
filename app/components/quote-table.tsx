// A quote version's lines and totals as a table: the same on the portal and on the client's page,
// in the page's language (the client's Spanish page, issue 50; the portal's English), its words
// from the page's loader.
import type { QuoteWords } from "#app/content/quote-words.ts";
import type { QuoteVersionView } from "#app/domain/quotes/quotes.ts";
import { formatCents, percentOfBasisPoints, quantityText } from "#app/domain/shared/money.ts";
import type { Language } from "#app/i18n/language.ts";
import { fill } from "#app/i18n/words.ts";

export function QuoteTable({
  view,
  caption,
  words,
  language,
}: {
  view: QuoteVersionView;
  caption: string;
  words: QuoteWords["table"];
  /** How its amounts are written. */
  language: Language;
}) {
  const { totals } = view;
  const money = (cents: number) => formatCents(cents, language);
  return (
    <table className="quote-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{words.line}</th>
          <th scope="col" className="quote-table__number">
            {words.quantity}
          </th>
          <th scope="col" className="quote-table__number">
            {words.price}
          </th>
          <th scope="col" className="quote-table__number">
            {words.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a version's lines never change order.
          <tr key={index}>
            <td>
              {/* The line the quote adds itself is named in the page's words; staff's lines as they typed them. */}
              {line.isMinimumOrder ? words.minimumOrder : line.description}
              {line.untaxed ? <small>{` (${words.untaxed})`}</small> : null}
            </td>
            <td className="quote-table__number">{quantityText(line.quantityHundredths)}</td>
            <td className="quote-table__number">{money(line.unitCents)}</td>
            <td className="quote-table__number">{money(line.amountCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {words.subtotal}
          </th>
          <td className="quote-table__number">{money(totals.subtotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {fill(words.tax, { rate: percentOfBasisPoints(view.taxRate) })}
          </th>
          <td className="quote-table__number">{money(totals.taxCents)}</td>
        </tr>
        <tr className="quote-table__total">
          <th scope="row" colSpan={3}>
            {words.total}
          </th>
          <td className="quote-table__number">{money(totals.totalCents)}</td>
        </tr>
        {totals.perGuestCents !== null && view.guests !== null ? (
          <tr>
            <th scope="row" colSpan={3}>
              {fill(words.perGuest, { guests: view.guests })}
            </th>
            <td className="quote-table__number">{money(totals.perGuestCents)}</td>
          </tr>
        ) : null}
      </tfoot>
    </table>
  );
}
