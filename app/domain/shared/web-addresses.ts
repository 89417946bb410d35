// Whether a text holds a web address (issue 44): a Staff member's notice to every follower may
// not carry one in a stop's title, address or a reason, so a notice cannot be made into a link
// to a look-alike sign-in page. Client-safe and pure.

// A scheme ("https://", "hxxp://"), "www.", or a name with a dot and a known kind of ending
// ("evil.example", "bit.ly/x"): what a reader's mail app would make a link of, or a reader type in.
const SCHEME = /\b[a-z][a-z\d+.-]*:\/\//i;
const WWW = /\bwww\d?\./i;
const DOMAIN =
  /\b[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.(?:com|net|org|info|biz|io|co|ly|me|app|dev|xyz|site|online|link|club|shop|store|top|click|live|page|example|us|uk|ca|de|ru|cn|tk|ml|ga|cf|gq)(?![a-z\d-])/i;
const IP = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;

export function holdsWebAddress(text: string): boolean {
  return SCHEME.test(text) || WWW.test(text) || DOMAIN.test(text) || IP.test(text);
}
