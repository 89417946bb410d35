// Reads the PDFs our server draws the way a screen reader or a search engine would, through
// pdf.js: each page's text in drawing order, and its structure tree (the tags a screen reader
// follows) with the text of every element in reading order. Also the document's title, language
// and whether it says it is tagged.
import { getDocument, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { StructTreeContent, StructTreeNode, TextItem, TextMarkedContent } from "pdfjs-dist/types/src/display/api";

/** A structure element: its tag (Document, H1, P, L, LI, Lbl, LBody, Figure...) and what it reads. */
export type PdfElement = {
  role: string;
  /** A figure's alternative text. */
  alt?: string;
  /** Its own and its children's text in reading order, runs joined by single spaces. */
  text: string;
  children: PdfElement[];
};

export type PdfPage = {
  /** Everything printed, in drawing order, whitespace collapsed to single spaces. */
  text: string;
  /** Text marked as decoration (an artifact): drawn, but not read out. */
  artifactText: string;
  /** Text neither in the structure nor marked as decoration: a tagged PDF has none. */
  untaggedText: string;
  /** The structure tree's top elements with content on this page; empty when untagged. */
  structure: PdfElement[];
};

export type ReadPdf = {
  title: string | undefined;
  /** The catalog's /Lang. */
  language: string | undefined;
  /** MarkInfo /Marked: the file says it is a tagged PDF. */
  tagged: boolean;
  /** Viewers show the title, not the file name. */
  displaysTitle: boolean;
  pages: PdfPage[];
  /** All pages' text, as one string. */
  text: string;
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

const isText = (item: TextItem | TextMarkedContent): item is TextItem => "str" in item;
const isElement = (child: StructTreeNode | StructTreeContent): child is StructTreeNode => "role" in child;

async function readPage(page: PDFPageProxy): Promise<PdfPage> {
  const content = await page.getTextContent({ includeMarkedContent: true });
  // Text per marked-content id; a run boundary is a word boundary.
  const marked = new Map<string, string>();
  const open: { id: string | null; tag: string | undefined }[] = [];
  let text = "";
  let artifactText = "";
  let untaggedText = "";
  for (const item of content.items) {
    if (isText(item)) {
      const run = item.str + (item.hasEOL ? "\n" : "");
      text += run;
      const id = open.findLast((marking) => marking.id !== null)?.id;
      if (id) marked.set(id, `${marked.get(id) ?? ""}${run}`);
      else if (open.some((marking) => marking.tag === "Artifact")) artifactText += run;
      else untaggedText += run;
    } else if (item.type === "endMarkedContent") {
      open.pop();
      text += " ";
    } else {
      // pdf.js gives begin items a tag and, for structure content, an id; its types list only id.
      const { id, tag } = item as { id?: string | null; tag?: string };
      open.push({ id: id ?? null, tag });
      text += " ";
    }
  }

  const toElement = (node: StructTreeNode): PdfElement => {
    const children: PdfElement[] = [];
    const runs: string[] = [];
    for (const child of node.children) {
      if (isElement(child)) {
        const element = toElement(child);
        children.push(element);
        runs.push(element.text);
      } else {
        runs.push(marked.get(child.id) ?? "");
      }
    }
    const { alt } = node as StructTreeNode & { alt?: string };
    return { role: node.role, ...(alt === undefined ? {} : { alt }), text: collapse(runs.join(" ")), children };
  };
  const root = await page.getStructTree();
  return {
    text: collapse(text),
    artifactText: collapse(artifactText),
    untaggedText: collapse(untaggedText),
    structure: root ? root.children.filter(isElement).map(toElement) : [],
  };
}

export async function readPdf(body: Uint8Array): Promise<ReadPdf> {
  // pdf.js may take over (detach) the buffer it is given: it gets a copy.
  const loading = getDocument({ data: new Uint8Array(body), verbosity: 0 });
  try {
    const pdf = await loading.promise;
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Language?: string | null } };
    // pdf.js answers a Map here, though its types promise a plain object.
    const markInfo = (await pdf.getMarkInfo()) as unknown as Map<string, boolean> | null;
    const pages: PdfPage[] = [];
    for (let number = 1; number <= pdf.numPages; number++) pages.push(await readPage(await pdf.getPage(number)));
    return {
      title: info.Title,
      language: info.Language ?? undefined,
      tagged: markInfo?.get("Marked") === true,
      displaysTitle: (await pdf.getViewerPreferences())?.get("DisplayDocTitle") === true,
      pages,
      text: pages.map((page) => page.text).join(" "),
    };
  } finally {
    await loading.destroy();
  }
}
