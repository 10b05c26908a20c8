/** Running text: a `<p>` a paragraph, all with the same classes. */
export function Paragraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  return (
    <>
      {texts.map((text) => (
        <p key={text} className={className}>
          {text}
        </p>
      ))}
    </>
  );
}
