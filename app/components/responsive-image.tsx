// The hero and about images: one file per width (400, 800, 1200), with sizes for the 480px
// and 1024px breakpoints, and width/height so the layout never shifts.
const WIDTHS = [400, 800, 1200] as const;
export const RESPONSIVE_SIZES = "(max-width: 480px) 100vw, (max-width: 1024px) 100vw, 1200px";

export function ResponsiveImage({
  name,
  alt,
  ratio,
  eager = false,
  className,
}: {
  /** File stem under /images, e.g. "hero" for /images/hero-800.webp. */
  name: string;
  alt: string;
  /** Height over width. */
  ratio: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={`/images/${name}-800.webp`}
      srcSet={WIDTHS.map((width) => `/images/${name}-${width}.webp ${width}w`).join(", ")}
      sizes={RESPONSIVE_SIZES}
      alt={alt}
      width={1200}
      height={Math.round(1200 * ratio)}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
