import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";

import type { FormProps, Path } from "~/features/admin-inbox/content-fields";
import { type ContentKindId, type ContentOf, contentKinds } from "~/lib/content-kinds";

/**
 * A kind's editor form on its seed, labelled by its kind, with `problems` (field → message)
 * shown; answers the form's `onChange`, to read which field it set and to what.
 */
export function renderContentForm<K extends ContentKindId>(
  kind: K,
  Form: (props: FormProps<ContentOf<K>>) => ReactNode,
  problems: Iterable<readonly [string, string]> = [],
) {
  const onChange = vi.fn<(path: Path, value: unknown) => void>();
  const { seed, label } = contentKinds[kind];
  render(
    <Form
      item={seed as ContentOf<K>}
      label={label}
      problems={new Map(problems)}
      onChange={onChange}
    />,
  );
  return onChange;
}
