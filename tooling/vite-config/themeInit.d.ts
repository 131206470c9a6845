export declare const THEME_INIT_STORAGE_KEY: string;
export declare const THEME_INIT_SCRIPT: string;
