// A campaign's plain text as mail: nothing typed in the editor becomes markup (script tags,
// links with javascript:, attributes smuggled in a URL), a blank line starts a paragraph, a bare
// https URL becomes a link, and the image goes in the HTML with its alt text and is named in the
// plain text, fetched from the site's own address. And the draft's check: an image needs alt text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaignMailBody, withoutTrailingPunctuation } from "#app/domain/campaigns/campaign-mail.server.ts";
import { campaignDraftSchema } from "#app/domain/campaigns/campaigns.ts";

const SITE = "https://sandotruck.example";
const body = (text: string, image: { imageUrl: string; imageAlt: string } = { imageUrl: "", imageAlt: "" }) =>
  campaignMailBody({ subject: "News", text, siteUrl: SITE, ...image });

describe("a campaign's text as mail", () => {
  it("escapes markup typed in the editor: no script and no javascript: link reaches the HTML", () => {
    const { html, text } = body('Hi <script>alert("x")</script>\n\n<a href=javascript:alert(1)>win</a> & more');
    expect(html).not.toMatch(/<script|<a href=javascript/i);
    expect(html).not.toContain('href="javascript');
    expect(html).toContain("Hi &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;a href=javascript:alert(1)&gt;win&lt;/a&gt; &amp; more");
    // The plain text is what was typed.
    expect(text).toContain('<script>alert("x")</script>');
  });

  it("makes paragraphs at blank lines and keeps single line breaks", () => {
    const { html, text } = body("First line\nsecond line\n\n  \n\nNext paragraph\r\n\r\nLast");
    expect(html).toBe(
      [
        '<p style="margin:0 0 16px;">First line<br>\nsecond line</p>',
        '<p style="margin:0 0 16px;">Next paragraph</p>',
        '<p style="margin:0 0 16px;">Last</p>',
      ].join("\n"),
    );
    expect(text).toBe("First line\nsecond line\n\nNext paragraph\n\nLast\n");
  });

  it("links a bare https URL, leaving out the sentence's punctuation, and nothing else", () => {
    const { html } = body(
      "Order at https://sandotruck.example/menu?day=fri&size=2. Or see (https://example.com/a). Not http://plain.example or javascript:alert(1)",
    );
    expect(html).toContain(
      '<a href="https://sandotruck.example/menu?day=fri&amp;size=2">https://sandotruck.example/menu?day=fri&amp;size=2</a>.',
    );
    expect(html).toContain('(<a href="https://example.com/a">https://example.com/a</a>).');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it("cannot break out of a link's attribute with quotes or angle brackets in the URL", () => {
    const { html } = body('https://evil.example/"onmouseover="alert(1) and https://evil.example/<img>');
    expect(html).toContain('<a href="https://evil.example/">https://evil.example/</a>&quot;onmouseover=&quot;alert(1)');
    expect(html).not.toMatch(/<img/);
  });

  it("puts the image in the HTML with its alt text, absolute on the site, and names it in the text", () => {
    const { html, text } = body("Look", {
      imageUrl: "/uploads/0123456789abcdef0123456789abcdef-1200.webp",
      imageAlt: 'Katsu sando "cut" <in half>',
    });
    expect(html).toContain(
      '<img src="https://sandotruck.example/uploads/0123456789abcdef0123456789abcdef-800.webp" alt="Katsu sando &quot;cut&quot; &lt;in half&gt;"',
    );
    expect(text).toBe('Look\n\n[Image: Katsu sando "cut" <in half>]\n');
  });
});

describe("a URL's trailing punctuation (issue 44)", () => {
  // What the trim meant before it was made linear: the regex, kept here as the reference.
  const reference = (url: string) => url.replace(/[.,;:!?)\]]+$/, "");

  it("is trimmed exactly as the regex did, for any text of URL characters and punctuation", () => {
    const piece = fc.constantFrom(".", ",", ";", ":", "!", "?", ")", "]", "(", "a", "/", "-", "1");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const url = `https://sandotruck.example/${pieces.join("")}`;
        expect(withoutTrailingPunctuation(url)).toBe(reference(url));
      }),
      { numRuns: 500 },
    );
  });

  it("makes a link of a URL followed by a long run of punctuation that is not its end, in one pass", () => {
    // 200,000 characters: the quadratic regex tried every start in the run (about 2 * 10^10
    // steps, minutes of one core); the walk from the end looks at each character once (it stops
    // at the final "x" at once: the URL does not end in punctuation).
    const run = ".".repeat(200_000);
    const { html } = body(`See https://sandotruck.example/a${run}x today.`);
    expect(html).toContain(`<a href="https://sandotruck.example/a${run}x">`);
    // And a URL ending a sentence leaves the sentence's punctuation outside the link.
    expect(body(`Menu: https://sandotruck.example/menu${".".repeat(50_000)}`).html).toContain(
      '<a href="https://sandotruck.example/menu">https://sandotruck.example/menu</a>.',
    );
  });
});

describe("a campaign draft's check", () => {
  it("asks for alt text with an image, a subject and a text", () => {
    const refused = campaignDraftSchema.safeParse({
      subject: " ",
      text: "",
      imageUrl: "/uploads/x.webp",
      imageAlt: "",
    });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries((refused.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      subject: "Enter a subject.",
      text: "Write the text of the campaign.",
      imageAlt: "Describe the image for people who cannot see it.",
    });
    expect(campaignDraftSchema.safeParse({ subject: "News", text: "Hi", imageUrl: "", imageAlt: "" }).success).toBe(
      true,
    );
  });
});
