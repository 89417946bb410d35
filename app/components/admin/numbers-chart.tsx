// The Owner's numbers' charts (issue 51), drawn on the server as SVG: no chart library, no
// script. Bars are placed in percent of the chart's width, so a chart fills any screen while its
// text keeps the page's size (0.8125rem, 13 px: never under 12 px, on a 320 px phone as on a wide
// screen), which a viewBox, scaling text with the width, could not promise. Each chart is an
// image named by its label: the table under it holds every figure for a screen reader.
import type { BarChart, SeriesChart } from "#app/domain/numbers/figures.ts";

/** Vertical space, in px: the top figure's line, the bars, the stop marks and the ticks. */
const SERIES = { height: 204, top: 24, bottom: 166, mark: 177, tick: 198 } as const;
/** Each row of a bar chart: its label and figure, then its bar. */
const ROW = { height: 44, text: 16, bar: 23, barHeight: 14 } as const;
/** Longer labels are cut (the table has them whole): about 290 px of text, so they fit a 320 px screen. */
const LABEL_LENGTH = 34;

const percent = (value: number) => `${Number(value.toFixed(3))}%`;

/** Bars per day or month, the series side by side, with the days the truck had a stop marked. */
function Series({ chart }: { chart: SeriesChart }) {
  const max = Math.max(1, ...chart.points.flatMap((point) => point.values));
  const slot = 100 / chart.points.length;
  const barWidth = (slot * 0.8) / chart.series.length;
  const plot = SERIES.bottom - SERIES.top;
  return (
    <figure className="numbers-chart">
      <svg width="100%" height={SERIES.height} role="img" aria-label={chart.label} className="numbers-chart__svg">
        <text x="0" y={SERIES.top - 8} className="numbers-chart__max">
          {chart.maxText}
        </text>
        <line x1="0" x2="100%" y1={SERIES.top} y2={SERIES.top} className="numbers-chart__grid" />
        <line x1="0" x2="100%" y1={SERIES.bottom} y2={SERIES.bottom} className="numbers-chart__axis" />
        {chart.points.map((point, index) => {
          const middle = slot * (index + 0.5);
          // The first and last ticks keep inside the chart: one starts at its slot, the other ends at its slot.
          const anchor = middle < 10 ? "start" : middle > 90 ? "end" : "middle";
          const tickX = anchor === "start" ? slot * index : anchor === "end" ? slot * (index + 1) : middle;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are a period's days or months, in order
            <g key={index}>
              <title>{point.title}</title>
              {point.values.map((value, series) => {
                const height = value === 0 ? 0 : Math.max(1, (value / max) * plot);
                return (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: the series are fixed, in order
                    key={series}
                    x={percent(slot * index + slot * 0.1 + barWidth * series)}
                    y={SERIES.bottom - height}
                    width={percent(barWidth)}
                    height={height}
                    className={`numbers-chart__bar numbers-chart__bar--${series}`}
                  />
                );
              })}
              {point.marked ? (
                <circle cx={percent(middle)} cy={SERIES.mark} r="4" className="numbers-chart__mark" />
              ) : null}
              {point.tick ? (
                <text
                  x={percent(tickX)}
                  y={SERIES.tick}
                  textAnchor={anchor}
                  className={point.minorTick ? "numbers-chart__tick numbers-chart__tick--minor" : "numbers-chart__tick"}
                >
                  {point.tick}
                  {point.tickDetail ? <tspan className="numbers-chart__tick-detail">{point.tickDetail}</tspan> : null}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className="numbers-chart__legend">
        {chart.series.map((name, series) => (
          <span key={name}>
            <span className={`numbers-chart__swatch numbers-chart__swatch--${series}`} aria-hidden="true" />
            {name}
          </span>
        ))}
        {chart.markLabel ? (
          <span>
            <span className="numbers-chart__swatch numbers-chart__swatch--mark" aria-hidden="true" />
            {chart.markLabel}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** One bar per row, its label and figure above it. */
function Bars({ chart }: { chart: BarChart }) {
  const max = Math.max(1, ...chart.bars.map((bar) => bar.value));
  return (
    <figure className="numbers-chart">
      <svg
        width="100%"
        height={chart.bars.length * ROW.height}
        role="img"
        aria-label={chart.label}
        className="numbers-chart__svg"
      >
        {chart.bars.map((bar, index) => {
          const top = index * ROW.height;
          const label = bar.label.length > LABEL_LENGTH ? `${bar.label.slice(0, LABEL_LENGTH - 1)}…` : bar.label;
          return (
            <g key={bar.label}>
              <title>{`${bar.label}: ${bar.text}`}</title>
              <text x="0" y={top + ROW.text} className="numbers-chart__label">
                {label}
                <tspan dx="8" className="numbers-chart__value">
                  {bar.text}
                </tspan>
              </text>
              <rect x="0" y={top + ROW.bar} width="100%" height={ROW.barHeight} className="numbers-chart__track" />
              {bar.value > 0 ? (
                <rect
                  x="0"
                  y={top + ROW.bar}
                  width={percent(Math.max(0.5, (bar.value / max) * 100))}
                  height={ROW.barHeight}
                  className="numbers-chart__bar numbers-chart__bar--0"
                />
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

export function NumbersChart({ chart }: { chart: SeriesChart | BarChart }) {
  return chart.type === "series" ? <Series chart={chart} /> : <Bars chart={chart} />;
}
