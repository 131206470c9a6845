import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CodeBlock } from './CodeBlock.tsx';

const cloudsYaml = `clouds:
  portal:
    auth:
      auth_url: https://cloud.example.com/identity/v3
      username: "demo@example.com"
      project_id: 5f1c3a0b9e0d4b7a8c2e6f4d1a2b3c4d
      user_domain_name: "Default"
    region_name: "eu-west2"
    interface: "public"
    identity_api_version: 3
`;

const meta = {
  title: 'Components/CodeBlock',
  component: CodeBlock,
  args: {
    title: 'clouds.yaml',
    language: 'YAML',
    code: cloudsYaml,
    copyLabel: 'Copy',
    copiedLabel: 'Copied',
    copyFailedLabel: 'Could not copy',
    onCopy: fn(),
    onCopyError: fn(),
  },
  argTypes: { overflow: { control: 'inline-radio', options: ['scroll', 'wrap'] } },
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CredentialsFile: Story = {};

export const ApiSnippet: Story = {
  args: {
    title: undefined,
    language: 'bash',
    code: 'curl -H "X-Auth-Token: $OS_TOKEN" https://cloud.example.com/compute/v2.1/servers/detail',
  },
};

const longLine =
  'export OS_AUTH_URL=https://cloud.example.com/identity/v3 OS_PROJECT_ID=5f1c3a0b9e0d4b7a8c2e6f4d1a2b3c4d OS_REGION_NAME=eu-west2';

export const LongLineScroll: Story = {
  args: { title: 'openrc.sh', language: 'sh', code: longLine },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const LongLineWrap: Story = {
  args: { title: 'openrc.sh', language: 'sh', code: longLine, overflow: 'wrap' },
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};

export const Plain: Story = {
  args: { title: undefined, language: undefined, copyLabel: undefined, code: 'pnpm install' },
};

export const Empty: Story = { args: { code: '' } };
