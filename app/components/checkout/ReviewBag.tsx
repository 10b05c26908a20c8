import { InlineAlert } from "~/components/ui/Alert";
import { Button } from "~/components/ui/Button";
import { bagCopy } from "~/content/bag";
import { BAG_PATH } from "~/shared/bag-path";

/** Why the checkout cannot go on as the bag stands, and the way back to it. */
export function ReviewBag({ text, refusal = [] }: { text: string; refusal?: string[] }) {
  return (
    <div className="space-y-4 text-center">
      {refusal.length > 0 ? <InlineAlert id="pedido-error">{refusal.join(" ")}</InlineAlert> : null}
      <p className="text-lg text-smoke-900">{text}</p>
      <Button to={BAG_PATH} variant="secondary">
        {bagCopy.title}
      </Button>
    </div>
  );
}
