/**
 * FAQ accordion island (spec section 4): at most one answer open; clicking the open question
 * closes it. Each question is a real <button> (Enter/Space work natively) with aria-expanded and
 * aria-controls; answers are regions labelled by their question. Nothing is open at first.
 * Progressive enhancement: the server renders every answer visible, so without JavaScript the
 * page is a plain list of questions and answers; hydration collapses them into the accordion.
 */
import { useEffect, useId, useState } from 'react';

/** One question and its answer (plain text). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** Props: the entries, in display order. */
export interface FaqProps {
  items: readonly FaqEntry[];
  /** Level of each question's heading: 2 when the list sits under the page's h1, 3 under an h2 (default). */
  headingLevel?: 2 | 3;
}

/** The accordion. */
export default function Faq({ items, headingLevel = 3 }: FaqProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const baseId = useId();
  return (
    <ul className="faq" data-enhanced={enhanced}>
      {items.map((item, index) => {
        // Before hydration every answer shows (and says so); after it, only the chosen one.
        const open = enhanced ? openIndex === index : true;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <li key={item.question}>
            <Heading className="faq-heading">
              <button
                type="button"
                className="faq-question"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.question}
              </button>
            </Heading>
            <div className="faq-answer" id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
