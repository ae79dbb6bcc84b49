import { Card } from "~/components/ui/card";
import { presentationExamples } from "~/content/presentations";

/** Three finished slides, each with its caption. */
export function ExamplesGallery() {
  return (
    <ul className="grid gap-8 md:grid-cols-3">
      {presentationExamples.map((example) => {
        const small = example.src.replace(/\.webp$/, `-${example.width / 2}.webp`);
        return (
          <li key={example.src}>
            <Card className="overflow-hidden">
              <figure>
                <img
                  src={example.src}
                  srcSet={`${small} ${example.width / 2}w, ${example.src} ${example.width}w`}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  width={example.width}
                  height={example.height}
                  alt={example.alt}
                  loading="lazy"
                  decoding="async"
                  className="aspect-video h-auto w-full border-b border-border bg-muted object-cover"
                />
                <figcaption className="p-5 text-sm font-medium">{example.caption}</figcaption>
              </figure>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
