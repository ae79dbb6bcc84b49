/** The forms of the website design and presentation design prices. */
import { Card } from "~/components/ui/card";
import { websiteServiceOrder } from "~/content/website-pricing";
import { MAX_SLIDE_EXAMPLES, type PresentationPrices } from "~/lib/presentation-price-schema";
import { MAX_EXAMPLES, MAX_TIERS, type WebsitePrices } from "~/lib/website-price-schema";

import {
  FieldList,
  type FormProps,
  ListProblem,
  NumberField,
  type Path,
  RangeRow,
  ReorderableList,
  Section,
} from "./content-fields";

/** A website service's figures as a card: its tiers as rows, its worked examples. */
function WebsiteServiceCard({
  id,
  ...props
}: FormProps<WebsitePrices> & { id: (typeof websiteServiceOrder)[number] }) {
  const service: Path = ["services", id];
  const { tiers: pageTiers, examplePages } = props.item.services[id];
  const lastTier = pageTiers.at(-1);
  return (
    <li>
      <Card className="grid gap-4 p-4">
        <h3 className="font-semibold">{props.label(service)}</h3>
        <ReorderableList
          items={pageTiers}
          onChange={(next) => props.onChange([...service, "tiers"], next)}
          name={(index) => props.label([...service, "tiers", index])}
          blank={{
            minPages: lastTier ? lastTier.maxPages + 1 : 1,
            maxPages: props.item.maxEstimatePages,
            pricePerPage: 0,
          }}
          max={MAX_TIERS}
          addLabel={`Add a tier to ${props.label(service)}`}
          className="grid gap-3"
        >
          {(index, actions) => (
            <RangeRow
              {...props}
              row={[...service, "tiers", index]}
              fields={["minPages", "maxPages", "pricePerPage"]}
              actions={actions}
            />
          )}
        </ReorderableList>
        <ListProblem {...props} path={[...service, "tiers"]} />
        <FieldList
          {...props}
          path={[...service, "examplePages"]}
          items={examplePages}
          blank={props.item.maxEstimatePages}
          max={MAX_EXAMPLES}
          addLabel={`Add an example to ${props.label(service)}`}
          className="grid gap-2 sm:grid-cols-2"
        />
      </Card>
    </li>
  );
}

/** The website prices: a card per service, then the page count above which a quote is needed. */
export function WebsitePricesForm(props: FormProps<WebsitePrices>) {
  return (
    <>
      <Section title="Website services">
        <ul className="grid gap-4">
          {websiteServiceOrder.map((id) => (
            <WebsiteServiceCard key={id} id={id} {...props} />
          ))}
        </ul>
      </Section>
      <Section title="Estimator">
        <div className="max-w-xl">
          <NumberField {...props} price={false} path={["maxEstimatePages"]} />
        </div>
      </Section>
    </>
  );
}

/** The presentation prices: per slide, the minimum charge, and the card's worked examples. */
export function PresentationPricesForm(props: FormProps<PresentationPrices>) {
  return (
    <>
      <Section title="Presentation design">
        <div className="grid items-start gap-3 sm:grid-cols-3">
          <NumberField {...props} path={["pricePerSlide"]} />
          <NumberField {...props} path={["minimumCharge"]} />
          <NumberField {...props} price={false} path={["minimumBelowSlides"]} />
        </div>
      </Section>
      <Section title="Examples on the pricing card">
        <FieldList
          {...props}
          path={["exampleSlides"]}
          items={props.item.exampleSlides}
          blank={props.item.minimumBelowSlides}
          max={MAX_SLIDE_EXAMPLES}
          addLabel="Add an example"
          className="grid max-w-xl gap-2"
        />
      </Section>
    </>
  );
}
