/** The testimonials' form: a section per place that shows quotes, a card per quote. */
import { Card } from "~/components/ui/card";
import { NativeSelect } from "~/components/ui/input";
import {
  MAX_TESTIMONIALS,
  type Testimonial,
  type TestimonialPlace,
  type Testimonials,
  listPlaces,
  starCounts,
  testimonialPlaces,
} from "~/lib/testimonial-schema";

import {
  Field,
  type FieldProps,
  type FormProps,
  ListProblem,
  type Path,
  ReorderableList,
  Section,
  TextField,
  getAt,
} from "./content-fields";

/** What a new quote starts as: empty text for the owner to write, five stars. */
const blankTestimonial: Testimonial = {
  content: "",
  author: "",
  position: "",
  company: "",
  rating: 5,
};

/** The option that shows no stars (a quote mark instead). */
const NO_STARS = "";

/** The stars a quote shows, or none. */
function StarsField(props: FieldProps) {
  const value = getAt(props.item, props.path);
  return (
    <Field
      {...props}
      control={(control) => (
        <NativeSelect
          {...control}
          value={typeof value === "number" ? String(value) : NO_STARS}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            props.onChange(props.path, chosen === NO_STARS ? null : Number(chosen));
          }}
        >
          <option value={NO_STARS}>No stars (a quote mark)</option>
          {starCounts.map((count) => (
            <option key={count} value={String(count)}>
              {count === 1 ? "1 star" : `${count} stars`}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}

/** One quote's fields, under its name. */
function TestimonialFields({ at, ...props }: FormProps<Testimonials> & { at: Path }) {
  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">{props.label(at)}</h3>
      <TextField {...props} multiline path={[...at, "content"]} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField {...props} path={[...at, "author"]} />
        <StarsField {...props} path={[...at, "rating"]} />
        <TextField {...props} path={[...at, "position"]} />
        <TextField {...props} path={[...at, "company"]} />
      </div>
    </Card>
  );
}

/** A place that shows several quotes: its cards in the page's order. */
function TestimonialList({
  place,
  ...props
}: FormProps<Testimonials> & { place: TestimonialPlace }) {
  const list = props.item[place] as readonly Testimonial[];
  return (
    <Section title={testimonialPlaces[place]}>
      <ReorderableList
        items={list}
        onChange={(next) => props.onChange([place], next)}
        name={(index) => props.label([place, index])}
        blank={blankTestimonial}
        max={MAX_TESTIMONIALS}
        addLabel={`Add a testimonial to ${testimonialPlaces[place]}`}
        className="grid gap-4"
      >
        {(index, actions) => (
          <li className="grid gap-2">
            <TestimonialFields {...props} at={[place, index]} />
            <div className="justify-self-end">{actions}</div>
          </li>
        )}
      </ReorderableList>
      <ListProblem {...props} path={[place]} />
    </Section>
  );
}

/** Every place's quotes: the lists first, then the places that show one. */
export function TestimonialsForm(props: FormProps<Testimonials>) {
  const single = (Object.keys(testimonialPlaces) as TestimonialPlace[]).filter(
    (place) => !(listPlaces as readonly string[]).includes(place),
  );
  return (
    <>
      {listPlaces.map((place) => (
        <TestimonialList key={place} place={place} {...props} />
      ))}
      {single.map((place) => (
        <Section key={place} title={testimonialPlaces[place]}>
          <TestimonialFields {...props} at={[place]} />
        </Section>
      ))}
    </>
  );
}
