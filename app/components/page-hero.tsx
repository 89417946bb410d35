// The hero that opens a public page: a full-width photo with the page's title (its h1) and
// whatever the page says under it laid over the photo. The photo loads first (eager, high
// priority): it is the page's largest paint.
import type { ReactNode } from "react";
import { ResponsiveImage } from "./responsive-image";

export function PageHero(props: {
  /** The h1's id, which names the section. */
  titleId: string;
  title: string;
  /** The photo: its file stem under /images, its alt text and its height over width. */
  photo: { name: string; alt: string; ratio: number };
  /** A lower hero, for the pages below the home page. */
  short?: boolean;
  /** What follows the title: a line of text, a button. */
  children?: ReactNode;
}) {
  return (
    <section className={props.short ? "hero hero--short" : "hero"} aria-labelledby={props.titleId}>
      <ResponsiveImage {...props.photo} eager className="hero__image" />
      <div className="hero__content">
        <h1 id={props.titleId}>{props.title}</h1>
        {props.children}
      </div>
    </section>
  );
}
