/** Running text: a `<p>` a paragraph, all with the same classes. */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  return (
    <>
      {texts.map((text, index) => (
        // By position: two paragraphs the owner wrote may read the same.
        <p key={index} className={className}>
          {text}
        </p>
      ))}
    </>
  );
}
