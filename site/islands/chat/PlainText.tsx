/**
 * Reply text shown as it is, a line to a block as the text has them (blank lines kept; React escapes
 * it): before the Markdown renderer has loaded, and for the parts of a reply the renderer would take
 * too long to parse (markdown-safety.ts plainBlocks). No one element holds a whole reply, as none does
 * once it is Markdown (a reply drawn as one block was the page's largest paint, and then broke up into
 * paragraphs).
 */
export default function PlainText({ text }: { text: string }) {
  return (
    <p className="md-plain">
      {text.split('\n').map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </p>
  );
}
