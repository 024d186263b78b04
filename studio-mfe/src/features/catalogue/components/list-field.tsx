// An editable list held by the form (the forms kit's controller): highlights, specifications,
// charges. Each item has its own inputs, a way up and a way out; the form checks the whole list.
import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useController, type Control, type FieldPath, type FieldValues } from '@villa/shared/forms/form';
import { FormHelperText } from '@villa/shared/mui/inputs';
import { Button, Text } from '@villa/shared/ui/kit';
import { colors, radius, space, up } from '@villa/shared/ui/tokens';

const Items = styled.ol({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space(1.5) });
const Item = styled.li({
  display: 'grid',
  gap: space(1),
  padding: space(1.5),
  border: `1px solid ${colors.divider}`,
  borderRadius: radius.control,
  [up('sm')]: { gridTemplateColumns: '1fr auto', alignItems: 'start' },
});
const Fields = styled.div({ display: 'grid', gap: space(1.5) });
const Controls = styled.div({ display: 'flex', flexWrap: 'wrap', gap: space(0.5) });

export interface ListFieldProps<T extends FieldValues, Item> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The list's heading: 'Highlights'. */
  label: string;
  /** One item, for the buttons: 'highlight'. */
  noun: string;
  max: number;
  blank: () => Item;
  /** The inputs of one item; `change` replaces it. */
  renderItem: (item: Item, change: (next: Item) => void, index: number) => ReactNode;
}

export function ListField<T extends FieldValues, Item>(props: ListFieldProps<T, Item>) {
  const { control, name, label, noun, max, blank, renderItem } = props;
  const { field, fieldState } = useController({ control, name });
  const items = (field.value as Item[] | undefined) ?? [];
  const set = (next: Item[]) => field.onChange(next);
  const error = fieldState.error?.message;
  const id = `${field.name}-list`;
  return (
    <div role="group" aria-labelledby={id}>
      <Text id={id} look="subtitle2" style={{ marginBottom: space(1) }}>
        {label}
      </Text>
      {items.length > 0 && (
        <Items>
          {items.map((item, index) => (
            <Item key={index}>
              <Fields>
                {renderItem(item, (next) => set(items.map((old, i) => (i === index ? next : old))), index)}
              </Fields>
              <Controls>
                <Button
                  type="button"
                  size="small"
                  disabled={index === 0}
                  aria-label={`Move ${noun} ${index + 1} up`}
                  onClick={() =>
                    set(
                      items.map((old, i) => (i === index - 1 ? item : i === index ? items[index - 1]! : old)),
                    )
                  }
                >
                  Up
                </Button>
                <Button
                  type="button"
                  size="small"
                  aria-label={`Remove ${noun} ${index + 1}`}
                  onClick={() => set(items.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </Controls>
            </Item>
          ))}
        </Items>
      )}
      <Button
        type="button"
        size="small"
        variant="outlined"
        disabled={items.length >= max}
        style={{ marginTop: space(1) }}
        onClick={() => set([...items, blank()])}
      >
        Add a {noun}
      </Button>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </div>
  );
}
