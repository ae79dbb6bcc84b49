import { Explanation } from "./explanation";
import { TrainerFeatures } from "./trainer-features";
import { UseCaseTabs } from "./use-case-tabs";

/**
 * The product page between its hero and the pricing: what the trainer is, the use-case tabs and
 * the features. They sit next to each other, so their code comes as one part of the page.
 */
export function ProductSections() {
  return (
    <>
      <Explanation />
      <UseCaseTabs />
      <TrainerFeatures page="product" />
    </>
  );
}
