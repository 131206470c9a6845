import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, fieldControlProps, useFieldIds, type FieldProps } from './Field.tsx';

type ExampleProps = Omit<FieldProps, 'ids' | 'children'>;

/** A bare input inside the shared layout, to show label, hint, error and aside together. */
function FieldExample(props: ExampleProps) {
  const ids = useFieldIds();
  return (
    <Field {...props} ids={ids}>
      <input {...fieldControlProps(ids, props)} required={props.required} />
    </Field>
  );
}

const meta = {
  title: 'Components/Field',
  component: FieldExample,
  args: { label: 'Server name' },
} satisfies Meta<typeof FieldExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Shown in the server list.' } };

export const WithError: Story = {
  args: { hint: 'Shown in the server list.', error: 'Enter a name.', required: true },
};

export const WithAside: Story = { args: { hint: 'Shown on invoices.', aside: '12/100' } };
