import { useEffect, useRef } from "react";
import { cn } from "../../lib/cn";
import { CARD_EXPORT_SCALE, CARD_HEIGHT, CARD_WIDTH, cardDescription, type CardSpec } from "./card-model";
import { drawCard } from "./render-card-png";
import { useWords } from "../../lib/i18n/area";
import { shareArea } from "./messages";

export interface CardCanvasProps {
  card: CardSpec;
  /** Sizing of the element; by default the card fills the width of its container at 1200:630. */
  className?: string;
  testId?: string;
}

/**
 * A share card drawn on a <canvas> of 1200×630 card units at the export scale, so the preview is the
 * very image the download saves. CSS scales it down to fit; screen readers get a description.
 */
export function CardCanvas({ card, className, testId }: CardCanvasProps) {
  const ref = useRef<HTMLCanvasElement>(null);
  const words = useWords(shareArea);
  const description = cardDescription(card, words);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      drawCard(canvas, card, CARD_EXPORT_SCALE, words);
    } catch (error) {
      console.error("Share card preview could not be drawn", error);
    }
  }, [card, words]);

  return (
    <canvas
      ref={ref}
      role="img"
      aria-label={description}
      data-testid={testId}
      data-card-type={card.type}
      width={CARD_WIDTH * CARD_EXPORT_SCALE}
      height={CARD_HEIGHT * CARD_EXPORT_SCALE}
      className={cn("block h-auto w-full rounded-xl bg-black", className)}
      style={{ aspectRatio: `${CARD_WIDTH} / ${CARD_HEIGHT}` }}
    >
      {description}
    </canvas>
  );
}
