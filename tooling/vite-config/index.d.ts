import type { ViteUserConfig } from 'vitest/config';

export declare const SOURCE_CONDITION: '@cloud-portal/source';
export declare const workspaceResolve: Pick<ViteUserConfig, 'resolve' | 'ssr'>;
export declare function brandAppConfig(options: {
  brand: string;
  overrides?: ViteUserConfig;
}): ViteUserConfig;
export declare function reactTestConfig(overrides?: ViteUserConfig): ViteUserConfig;
