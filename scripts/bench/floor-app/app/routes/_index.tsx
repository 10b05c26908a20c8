/** The floor's one route: a heading and a sentence, no loader, no data. */
export default function Index() {
  return (
    <main>
      <h1>Remix on Workers</h1>
      <p>One route, no data: what every hydrated page costs at the least.</p>
    </main>
  );
}
